import {
  displayedStatus,
  groupIntoSessions,
  meetingPlaceOf,
  type SessionSpan,
  type TicketSession,
} from '@basisdesk/shared';
import type { DbExecutor } from '../../db/client';
import type { Viewer } from '../tickets/ticket-filters';
import type { MeetingPlaces } from './meeting-places';
import type { CalendarIdentity } from './session.events';
import type { SessionSlotRow, SessionsRepository, SessionTicketRow } from './sessions.repository';

export type Slot = SessionSlotRow & { start: Date; end: Date };
export type Session = SessionSpan<Slot>;

export const asSpan = (row: SessionSlotRow): Slot => ({ ...row, start: row.slotStart, end: row.slotEnd });

const nameOf = (first: string, last: string) => `${first} ${last}`;

/** The ticket's sessions (runs of contiguous booked slots), in time order. */
export async function sessionsOf(
  repo: Pick<SessionsRepository, 'listSlotsOfTickets'>,
  ticketId: string,
  tx?: DbExecutor,
): Promise<Session[]> {
  return groupIntoSessions((await repo.listSlotsOfTickets([ticketId], tx)).map(asSpan));
}

/** Slots of several tickets, each ticket's apart. */
export function slotsByTicket(rows: readonly SessionSlotRow[]): Map<string | null, Slot[]> {
  const byTicket = new Map<string | null, Slot[]>();
  for (const slot of rows.map(asSpan)) {
    byTicket.set(slot.ticketId, [...(byTicket.get(slot.ticketId) ?? []), slot]);
  }
  return byTicket;
}

/** A session's time as its history entry writes it, in UTC: '2030-01-07 09:00–10:00 UTC'. */
export function describeTime(start: Date, end: Date): string {
  const day = start.toISOString().slice(0, 10);
  const clock = (at: Date) => at.toISOString().slice(11, 16);
  const endDay = end.toISOString().slice(0, 10);
  return `${day} ${clock(start)}–${endDay === day ? '' : `${endDay} `}${clock(end)} UTC`;
}

/**
 * The calendar event a session's slots belong to: the uid a move carried over, else the session's
 * own id; the sequence its invites last went out with.
 */
export function calendarOf(
  session: Session,
  slots: readonly SessionSlotRow[] = session.slots,
): CalendarIdentity {
  const first = slots.find((slot) => slot.id === session.id) ?? slots[0];
  return { calendarUid: first?.calendarUid ?? session.id, sequence: first?.calendarSequence ?? 0 };
}

/** The session as a change tells of it: its calendar event at the next sequence (the change's). */
export const changedCalendarSession = (
  session: Session,
  calendar: CalendarIdentity = calendarOf(session),
) => ({
  start: session.start,
  end: session.end,
  calendarUid: calendar.calendarUid,
  sequence: calendar.sequence + 1,
});

/**
 * A session as the agenda and the ticket show it. Only its two people and admins are ever given
 * one (the callers read only the tickets the viewer may see), so its link goes nowhere else.
 */
export function toSession(
  ticket: SessionTicketRow,
  session: Session,
  viewer: Viewer,
  places: MeetingPlaces,
): TicketSession {
  return {
    id: session.id,
    ticketId: ticket.id,
    orderNumber: ticket.orderNumber,
    slotIds: session.slots.map((slot) => slot.id),
    start: session.start.toISOString(),
    end: session.end.toISOString(),
    consultant: {
      id: ticket.consultantId,
      name: nameOf(ticket.consultantFirstName, ticket.consultantLastName),
      timeZone: ticket.consultantTimeZone,
    },
    customer: {
      id: ticket.customerId,
      name: nameOf(ticket.customerFirstName, ticket.customerLastName),
      timeZone: ticket.customerTimeZone,
    },
    ticketStatus: displayedStatus(ticket.status, viewer.role),
    meeting: meetingPlaceOf(places.urlOf(ticket.consultantMeetingLink, calendarOf(session).calendarUid)),
  };
}
