import { groupIntoSessions, type TicketSession, UPCOMING_SESSIONS_LIMIT } from '@basisdesk/shared';
import { scopeOf, type Viewer } from '../../tickets/ticket-filters';
import type { SessionsDeps } from '../session-changes';
import { slotsByTicket, toSession } from '../session-view';

/**
 * The caller's agenda: their sessions that have not ended, by start, at most
 * UPCOMING_SESSIONS_LIMIT: a customer's own tickets, a consultant's assigned ones, every ticket's
 * for an admin.
 */
export function listUpcoming({ repo, clock, places }: Pick<SessionsDeps, 'repo' | 'clock' | 'places'>) {
  return async (viewer: Viewer): Promise<TicketSession[]> => {
    const now = clock.now();
    const ticketIds = await repo.listTicketsWithSlotsEndingAfter(
      scopeOf(viewer),
      now,
      UPCOMING_SESSIONS_LIMIT,
    );
    if (ticketIds.length === 0) return [];
    const [rows, slots] = await Promise.all([
      repo.listSessionTickets(ticketIds),
      repo.listSlotsOfTickets(ticketIds),
    ]);
    const byTicket = slotsByTicket(slots);
    return rows
      .flatMap((row) =>
        groupIntoSessions(byTicket.get(row.id) ?? [])
          .filter((session) => session.end.getTime() > now.getTime())
          .map((session) => toSession(row, session, viewer, places)),
      )
      .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))
      .slice(0, UPCOMING_SESSIONS_LIMIT);
  };
}
