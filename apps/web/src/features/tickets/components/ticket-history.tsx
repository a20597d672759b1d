import { TICKET_HISTORY_EVENT_LABELS } from '@basisdesk/shared/tickets/sessions.messages';
import { displayedStatus, type TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { ArrowRight } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useStatusHistory } from '../api/get-status-history';
import { useStatusOptions } from '../api/get-status-options';
import { localizeSessionComment } from '../session-comment';
import { statusName } from '../status-choices';

/** The History tab: each change from → to (or the session change), who made it, when, and the comment, oldest first. */
export function TicketHistory({ orderId, role }: { orderId: string; role: string }) {
  const history = useStatusHistory(orderId);
  const { data: options } = useStatusOptions();
  const name = (status: TicketStatus) => statusName(displayedStatus(status, role), options);

  if (history.isPending) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (history.error) {
    return (
      <LoadError
        message={errorMessage(history.error, 'Failed to load the status history')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  // The entry that records the creation (no "from") is not a change.
  const changes = history.data.filter((entry) => entry.fromStatus !== null);
  if (changes.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{TICKET_MESSAGES.noHistory}</p>;
  }

  return (
    <ol className="grid gap-3" aria-label="Status changes">
      {changes.map((entry) => (
        <li key={entry.id} className="grid gap-1 rounded-md border p-3" data-testid="history-entry">
          {entry.event === 'status' ? (
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              {entry.fromStatus && <span>{name(entry.fromStatus)}</span>}
              <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">to</span>
              <span>{name(entry.toStatus)}</span>
            </p>
          ) : (
            // A session change leaves the status as it was: the entry says what happened instead.
            <p className="text-sm font-medium">{TICKET_HISTORY_EVENT_LABELS[entry.event]}</p>
          )}
          <p className="text-xs text-muted-foreground">
            {entry.changedBy} · <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time>
          </p>
          {entry.comment && (
            <p className="text-sm whitespace-pre-wrap break-words">
              {entry.event === 'status' ? entry.comment : localizeSessionComment(entry.comment)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
