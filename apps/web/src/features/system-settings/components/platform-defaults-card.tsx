import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** Spec §9: shown for information only; nothing here can be changed and nothing reads it. */
const PLATFORM_DEFAULTS: { label: string; value: string }[] = [
  { label: 'Maximum upload size', value: '25 MB' },
  { label: 'Session timeout', value: '60 minutes' },
  { label: 'Tickets per user', value: '20' },
  { label: 'Data retention', value: '365 days' },
  { label: 'Allowed file types', value: 'pdf, doc, docx, xls, xlsx, png, jpg, jpeg, txt' },
  { label: 'SMTP port', value: '587' },
  { label: 'Maximum login attempts', value: '5' },
  { label: 'Lockout duration', value: '30 minutes' },
  { label: 'Password expiry', value: '90 days' },
];

export function PlatformDefaultsCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold leading-tight">Defaults</h2>
          <Badge variant="outline">
            <Lock className="mr-1 size-3" aria-hidden="true" />
            Read-only
          </Badge>
        </div>
        <CardDescription>
          Fixed platform defaults. They are shown for reference and cannot be changed here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {PLATFORM_DEFAULTS.map((entry) => (
            <div key={entry.label} className="grid gap-0.5 border-b pb-2">
              <dt className="text-sm text-muted-foreground">{entry.label}</dt>
              <dd className="font-medium">{entry.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
