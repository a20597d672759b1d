import type { PlatformSettings } from '@basisdesk/shared/settings/platform-settings.schema';
import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlatformSettings } from '../api/get-platform-settings';

const NOT_ENFORCED = 'Not enforced';

const minutes = (value: number) =>
  value % 60 === 0 && value >= 60
    ? `${value} minutes (${value / 60} hour${value === 60 ? '' : 's'})`
    : `${value} minutes`;

/** Spec §9's settings with the values the server applies; a limit that does not exist says so. */
function describeSettings(settings: PlatformSettings): { label: string; value: string }[] {
  return [
    // The messaging upload rules, edited in the Messaging Attachments card above.
    { label: 'Maximum upload size', value: `${settings.maxUploadSizeMB} MB` },
    { label: 'Session timeout', value: minutes(settings.sessionTimeoutMinutes) },
    {
      label: 'Tickets per user',
      value: settings.ticketsPerUser === null ? 'No limit' : String(settings.ticketsPerUser),
    },
    {
      label: 'Data retention',
      value: settings.dataRetentionDays === null ? NOT_ENFORCED : `${settings.dataRetentionDays} days`,
    },
    { label: 'Allowed file types', value: settings.allowedFileTypes.join(', ') },
    { label: 'Mail delivery', value: settings.mailTransport },
    {
      label: 'SMTP port',
      value:
        settings.smtpPort === null ? 'Not in use (mail goes to the local outbox)' : String(settings.smtpPort),
    },
    // The sign-in limits, edited in the Sign-in Protection card above.
    { label: 'Maximum login attempts', value: `${settings.maxLoginAttempts} per account` },
    { label: 'Maximum login attempts per address', value: String(settings.maxLoginAttemptsPerAddress) },
    { label: 'Lockout duration', value: minutes(settings.lockoutMinutes) },
    { label: 'Minimum password length', value: `${settings.minPasswordLength} characters` },
    {
      label: 'Password expiry',
      value: settings.passwordExpiryDays === null ? NOT_ENFORCED : `${settings.passwordExpiryDays} days`,
    },
  ];
}

export function PlatformDefaultsCard() {
  const { data, error, isPending } = usePlatformSettings();

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
          The limits the platform applies now. They follow the server's configuration and cannot be changed
          here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending && <Skeleton className="h-40 w-full" />}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        )}
        {data && (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="platform-settings">
            {describeSettings(data).map((entry) => (
              <div key={entry.label} className="grid gap-0.5 border-b pb-2">
                <dt className="text-sm text-muted-foreground">{entry.label}</dt>
                <dd className="font-medium">{entry.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
