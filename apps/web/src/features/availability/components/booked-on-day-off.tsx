import { WEEKLY_PATTERN_MESSAGES } from '@basisdesk/shared/availability/weekly-pattern.messages';
import type { DayOffSession } from '@basisdesk/shared/availability/weekly-pattern.schema';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ticketForOrder } from '@/config/paths';
import { formatSlot } from '@/lib/format-date';

/**
 * The sessions still booked on a day just marked off: a day off cancels nobody's booking behind
 * their back, so each is named with a link to its ticket, where the consultant releases it (or
 * keeps it and works that hour).
 */
export function BookedOnDayOff({
  sessions,
  onDismiss,
}: {
  sessions: DayOffSession[];
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <p className="flex items-start gap-2 font-medium">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {WEEKLY_PATTERN_MESSAGES.bookedOnDayOff(sessions.length)}
      </p>
      <ul className="grid gap-1 pl-6" aria-label="Sessions still booked on the day off">
        {sessions.map((session) => (
          <li key={`${session.ticketId}-${session.start}`} className="flex flex-wrap items-center gap-x-2">
            <span>
              {session.orderNumber ?? 'Ticket'} · {formatSlot(session.start, session.end)}
            </span>
            <Link to={ticketForOrder(session.ticketId)} className="font-medium underline underline-offset-4">
              Open {session.orderNumber ?? 'the ticket'}
            </Link>
          </li>
        ))}
      </ul>
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
