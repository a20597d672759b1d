import { groupIntoSessions, type SessionSpan, type TicketStatus } from '@basisdesk/shared';
import type { SessionsDeps } from '../session-changes';
import { calendarOf, slotsByTicket } from '../session-view';

/** A booked session with its ticket, as the reminder scan reads it. */
export interface BookedSession {
  ticketId: string;
  customerId: string;
  consultantId: string;
  ticketStatus: TicketStatus;
  /** When the ticket was booked: a reminder due before it is never sent. */
  ticketCreatedAt: Date;
  session: Pick<SessionSpan, 'id' | 'start' | 'end'> & { calendarUid: string };
}

/**
 * The booked sessions that start in [from, to], of any ticket: a session starts at a booked slot
 * that no slot of its ticket ends at, and ends where that ticket's contiguous run of slots does.
 */
export function listSessionsStartingBetween({ repo }: Pick<SessionsDeps, 'repo'>) {
  return async (from: Date, to: Date): Promise<BookedSession[]> => {
    const booked = await repo.listTicketsWithSlotsStartingBetween(from, to);
    if (booked.length === 0) return [];
    const byTicket = slotsByTicket(await repo.listSlotsOfTickets(booked.map((ticket) => ticket.id)));
    return booked.flatMap((ticket) =>
      groupIntoSessions(byTicket.get(ticket.id) ?? [])
        .filter((session) => session.start >= from && session.start <= to)
        .map((session) => ({
          ticketId: ticket.id,
          customerId: ticket.customerId,
          consultantId: ticket.consultantId,
          ticketStatus: ticket.status,
          ticketCreatedAt: ticket.createdAt,
          session: {
            id: session.id,
            start: session.start,
            end: session.end,
            calendarUid: calendarOf(session).calendarUid,
          },
        })),
    );
  };
}
