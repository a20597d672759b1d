import { FINISHED_STATUSES, type TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { useQuery } from '@tanstack/react-query';
import { formatDay, formatTimeRange } from '@/lib/format-date';
import { ticketSessionsQuery } from '../api/list-ticket-sessions';

/**
 * Before a change that finishes a ticket (Closed, Topic Closed, Paid from an open status), the
 * sessions it will free: every one not yet started, as the server releases them (decision 028).
 * Said in the dialog, so nobody learns of it from the cancellations in their mail.
 */
export function ReleasedSessionsNotice({
  orderId,
  from,
  to,
}: {
  orderId: string;
  from: TicketStatus;
  to: TicketStatus;
}) {
  const finishes = FINISHED_STATUSES.includes(to) && !FINISHED_STATUSES.includes(from);
  const sessions = useQuery({ ...ticketSessionsQuery(orderId), enabled: finishes });
  if (!finishes || !sessions.data) return null;
  const now = Date.now();
  const ahead = sessions.data.filter((session) => Date.parse(session.start) > now);
  if (ahead.length === 0) return null;
  return (
    <div
      role="note"
      className="grid gap-1 rounded-md border bg-muted p-3 text-sm"
      data-testid="released-sessions"
    >
      <p>{TICKET_MESSAGES.finishReleasesSessions(ahead.length)}</p>
      <ul className="list-disc pl-5">
        {ahead.map((session) => (
          <li key={session.id}>
            <time dateTime={session.start}>{formatDay(session.start)}</time>,{' '}
            {formatTimeRange(session.start, session.end)}
          </li>
        ))}
      </ul>
    </div>
  );
}
