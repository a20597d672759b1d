import { cn } from '@/lib/utils';

/** Every public page carries the same revision date; the visible text is exactly the spec's. */
export function LastUpdated({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      Last updated: <time dateTime="2025-10-05">Oct 5 2025</time>
    </p>
  );
}
