import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * One figure of a dashboard (the role homes' summary, the admin's stats): a label, the number (a
 * skeleton while unknown), an optional line under it.
 */
export function StatCard({
  label,
  value,
  detail,
  Icon,
  testId,
}: {
  label: string;
  value: number | string | undefined;
  detail?: ReactNode;
  Icon: LucideIcon;
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex items-start justify-between gap-2 p-4 sm:p-5">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold sm:text-3xl" data-testid={testId && `${testId}-value`}>
            {value ?? <Skeleton className="h-8 w-12" />}
          </p>
          {detail !== undefined && <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
        </div>
        <Icon className="size-5 shrink-0 text-brand-text" aria-hidden="true" />
      </CardContent>
    </Card>
  );
}
