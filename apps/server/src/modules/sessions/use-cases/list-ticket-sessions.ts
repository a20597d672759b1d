import { cutoffOf, type TicketSessionDetail } from '@basisdesk/shared';
import { AppError } from '../../../lib/errors';
import type { Viewer } from '../../tickets/ticket-filters';
import { refusal, requireTicket, type SessionsDeps } from '../session-changes';
import { sessionsOf, toSession } from '../session-view';

/** The ticket's sessions, past and future, with what the caller may do with each. */
export function listTicketSessions({
  repo,
  tickets,
  settings,
  clock,
  places,
}: Pick<SessionsDeps, 'repo' | 'tickets' | 'settings' | 'clock' | 'places'>) {
  return async (viewer: Viewer, orderId: string): Promise<TicketSessionDetail[]> => {
    const ticket = await requireTicket(tickets, orderId, viewer);
    const [[row], sessions, cutoffHours] = await Promise.all([
      repo.listSessionTickets([ticket.id]),
      sessionsOf(repo, ticket.id),
      settings.getBookingChangeCutoffHours(),
    ]);
    if (!row) throw new AppError('NOT_FOUND', 'Ticket not found');
    const now = clock.now();
    return sessions.map((session) => {
      const mayChange = refusal(viewer, ticket.status, session, now, cutoffHours) === null;
      return {
        ...toSession(row, session, viewer, places),
        cutoffAt: cutoffOf(session.start, cutoffHours).toISOString(),
        canCancel: mayChange,
        canReschedule: mayChange,
      };
    });
  };
}
