import type { LucideIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';

/** A signed-in area whose screens are being opened up: says so plainly instead of a blank page. */
export function UpcomingPage({
  title,
  description,
  Icon,
}: {
  title: string;
  description: string;
  Icon: LucideIcon;
}) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center sm:py-16">
          <Icon className="size-10 text-brand-text" aria-hidden="true" />
          <p className="max-w-md text-muted-foreground">{description}</p>
        </CardContent>
      </Card>
    </>
  );
}
