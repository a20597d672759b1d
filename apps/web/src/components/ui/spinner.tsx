import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

/** The full-page 'Loading...' state: session restore and lazy pages. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner className="size-8 text-brand-text" />
      <span>{label}</span>
    </div>
  );
}
