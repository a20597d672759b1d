import { SESSION_MESSAGES } from '@basisdesk/shared/tickets/sessions.messages';
import type { TicketSession } from '@basisdesk/shared/tickets/sessions.schema';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { JoinMeetingLink } from '@/components/join-meeting-link';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatTimeRange, getViewerTimeZone } from '@/lib/format-date';
import { useUpcomingSessions } from '../api/list-upcoming-sessions';

const SKELETON_ROWS = ['a', 'b'];

/** ?ticket=<id> on the ticket list opens that ticket (spec §2). */
const ticketPath = (ticketId: string) => `${paths.tickets}?ticket=${encodeURIComponent(ticketId)}`;

/**
 * The caller's upcoming sessions: the day and time in the viewer's zone, the other person and
 * their local time (when they have named their zone and it differs), the ticket number linking to
 * it, and the link to join the meeting.
 */
export function SessionAgenda({ viewerId }: { viewerId: string }) {
  const { data, isPending, error, refetch } = useUpcomingSessions();

  if (isPending) {
    return (
      <div className="grid gap-2">
        {SKELETON_ROWS.map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (error && !data) {
    return (
      <LoadError
        message={errorMessage(error, 'Failed to load upcoming sessions')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
        <CalendarClock className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{SESSION_MESSAGES.agendaEmpty}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={SESSION_MESSAGES.agendaTitle}>
      {data.map((session) => (
        <AgendaEntry key={session.id} session={session} viewerId={viewerId} />
      ))}
    </ul>
  );
}

function AgendaEntry({ session, viewerId }: { session: TicketSession; viewerId: string }) {
  const other = session.consultant.id === viewerId ? session.customer : session.consultant;
  const showsOtherZone = other.timeZone !== null && other.timeZone !== getViewerTimeZone();
  return (
    <li className="grid gap-1 rounded-lg border p-3" data-testid="agenda-entry">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          <time dateTime={session.start}>{formatDay(session.start)}</time>,{' '}
          {formatTimeRange(session.start, session.end)}
        </span>
        <Link
          to={ticketPath(session.ticketId)}
          className="font-mono text-sm underline-offset-4 hover:underline"
          aria-label={`Open ticket ${session.orderNumber}`}
        >
          {session.orderNumber}
        </Link>
      </p>
      <p className="text-sm text-muted-foreground">
        with {other.name}
        {showsOtherZone && other.timeZone && (
          <> · their time {formatTimeRange(session.start, session.end, other.timeZone)}</>
        )}
      </p>
      {session.meeting && <JoinMeetingLink meeting={session.meeting} />}
    </li>
  );
}
