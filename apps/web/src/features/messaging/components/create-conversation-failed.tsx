import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

/** Spec §2: the ticket's conversation could not be opened; say why, offer Try Again and the list. */
export function CreateConversationFailed({
  error,
  isRetrying,
  onRetry,
  onBack,
}: {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The server's words when it gave some; otherwise the spec's default.
  const reason =
    error instanceof ApiError && error.message && error.message !== MESSAGING_MESSAGES.createFailed
      ? error.message
      : MESSAGING_MESSAGES.createFailedDefault;

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center" role="alert">
        <AlertTriangle className="size-10 text-destructive dark:text-red-300" aria-hidden="true" />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {MESSAGING_MESSAGES.createFailedTitle}
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">{reason}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry} disabled={isRetrying}>
            {isRetrying && <Spinner />}
            Try Again
          </Button>
          <Button variant="outline" onClick={onBack}>
            Back to Messages
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
