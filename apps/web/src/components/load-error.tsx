import { Button } from '@/components/ui/button';

/** A failed read, said plainly, with a way to ask again. */
export function LoadError({
  message,
  detail,
  isRetrying = false,
  onRetry,
}: {
  message: string;
  /** The server's own reason beneath the screen's words, where it says more than they do. */
  detail?: string;
  /** While the read is asked again: one retry at a time. */
  isRetrying?: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 p-4">
      <p className="text-sm font-medium text-red-700 dark:text-red-300">{message}</p>
      {detail && detail !== message && <p className="text-sm text-muted-foreground">{detail}</p>}
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        Try again
      </Button>
    </div>
  );
}
