import { isConsultant, isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import { SESSION_MESSAGES } from '@basisdesk/shared/tickets/sessions.messages';
import type { TicketSessionDetail } from '@basisdesk/shared/tickets/sessions.schema';
import { useState } from 'react';
import { JoinMeetingLink } from '@/components/join-meeting-link';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDay, formatTimeRange, getViewerTimeZone } from '@/lib/format-date';
import { useTicketSessions } from '../api/list-ticket-sessions';
import { CancelSessionDialog } from './cancel-session-dialog';
import { RescheduleSessionDialog } from './reschedule-session-dialog';

type Change = { session: TicketSessionDetail; kind: 'cancel' | 'reschedule' };

/**
 * The Sessions tab: the ticket's booked sessions, earliest first. The customer may cancel or move
 * a session until its cut-off (shown); the consultant or an admin releases it (with a reason) or
 * moves it until it starts.
 */
export function TicketSessions({ orderId, role }: { orderId: string; role: Role }) {
  const sessions = useTicketSessions(orderId);
  const [change, setChange] = useState<Change | null>(null);
  const customerView = isCustomer(role);

  if (sessions.isPending) return <Skeleton className="h-20 w-full" />;
  if (sessions.error) {
    return (
      <LoadError
        message={errorMessage(sessions.error, 'Failed to load the sessions')}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  if (sessions.data.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{SESSION_MESSAGES.sessionsEmpty}</p>;
  }
  const now = Date.now();

  return (
    <>
      <ul className="grid gap-3" aria-label={SESSION_MESSAGES.sessionsTitle}>
        {sessions.data.map((session) => {
          // The other person: the customer for their consultant, the consultant for everyone else.
          const other = isConsultant(role) ? session.customer : session.consultant;
          const isPast = Date.parse(session.end) <= now;
          return (
            <li key={session.id} className="grid gap-2 rounded-md border p-3" data-testid="ticket-session">
              <div className="grid gap-0.5">
                <p className="text-sm font-medium">
                  <time dateTime={session.start}>{formatDay(session.start)}</time>,{' '}
                  {formatTimeRange(session.start, session.end)}
                  {isPast && <span className="text-muted-foreground"> (past)</span>}
                </p>
                {other.timeZone && other.timeZone !== getViewerTimeZone() && (
                  <p className="text-xs text-muted-foreground">
                    {other.name}'s time: {formatTimeRange(session.start, session.end, other.timeZone)}
                  </p>
                )}
                {customerView && !isPast && (
                  <p className="text-xs text-muted-foreground">
                    {session.canCancel
                      ? `You can cancel or move it until ${formatDateTime(session.cutoffAt)}.`
                      : 'Past the cut-off: ask your consultant to change it.'}
                  </p>
                )}
              </div>
              {session.meeting && !isPast && <JoinMeetingLink meeting={session.meeting} />}
              {(session.canCancel || session.canReschedule) && (
                <div className="flex flex-wrap gap-2">
                  {session.canReschedule && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setChange({ session, kind: 'reschedule' })}
                    >
                      Reschedule
                    </Button>
                  )}
                  {session.canCancel && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setChange({ session, kind: 'cancel' })}
                    >
                      {customerView ? 'Cancel session' : 'Release'}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <CancelSessionDialog
        session={change?.kind === 'cancel' ? change.session : null}
        releasing={!customerView}
        onClose={() => setChange(null)}
      />
      <RescheduleSessionDialog
        session={change?.kind === 'reschedule' ? change.session : null}
        onClose={() => setChange(null)}
      />
    </>
  );
}
