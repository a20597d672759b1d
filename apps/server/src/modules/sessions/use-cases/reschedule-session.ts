import { groupIntoSessions, type RescheduleSessionBody, SESSION_MESSAGES } from '@basisdesk/shared';
import { slotAlreadyBooked } from '../../tickets/booking-checks';
import type { Actor } from '../../tickets/ticket-access';
import type { CalendarSession } from '../session.events';
import {
  changedMeanwhile,
  invalid,
  lockSession,
  nameOf,
  prepareChange,
  type SessionsDeps,
  writeHistory,
} from '../session-changes';
import { asSpan, calendarOf, describeTime } from '../session-view';
import { listTicketSessions } from './list-ticket-sessions';

/**
 * Moves the session to as many free future slots of the same consultant, in one transaction: the
 * new slots are claimed and the old ones freed together, or nothing changes. Slots the session
 * already holds may be among the new ones (a move by half an hour); they stay held. The moved
 * session keeps its calendar event: the first new span takes the old uid at the next sequence (a
 * span beyond it, when the new slots are apart, is an event of its own). Told as
 * `session.rescheduled`; the reminders of the new times come from the next scans.
 */
export function rescheduleSession(deps: SessionsDeps) {
  const { repo, tickets, emit } = deps;
  const listSessions = listTicketSessions(deps);
  return async (actor: Actor, orderId: string, sessionId: string, body: RescheduleSessionBody) => {
    const { ticket, session, now } = await prepareChange(deps, actor, orderId, sessionId);
    const count = session.slots.length;
    if (body.slotIds.length !== count) throw invalid('slotIds', SESSION_MESSAGES.slotCountMismatch(count));
    const own = new Set(session.slots.map((slot) => slot.id));
    const wanted = await repo.listSlotsById(body.slotIds);
    const bookable =
      wanted.length === count &&
      wanted.every((slot) => slot.consultantId === ticket.consultantId && slot.slotStart > now);
    if (!bookable) throw invalid('slotIds', SESSION_MESSAGES.slotsNotBookable);
    if (wanted.some((slot) => slot.ticketId !== null && !own.has(slot.id))) throw slotAlreadyBooked();

    const claim = body.slotIds.filter((id) => !own.has(id));
    const release = [...own].filter((id) => !body.slotIds.includes(id));
    const moved = groupIntoSessions(wanted.map(asSpan));
    const by = { id: actor.id, name: nameOf(actor) };
    await tickets.transaction(async (tx) => {
      const calendar = calendarOf(session, await lockSession(repo, ticket.id, session, tx));
      // Locked in id order, as a booking locks its slots: the two queue instead of deadlocking.
      const free = await tickets.lockFreeSlots(claim, ticket.consultantId, now, tx);
      if (free.length !== claim.length) throw slotAlreadyBooked();
      if ((await tickets.assignSlots(claim, ticket.id, tx)) !== claim.length) throw slotAlreadyBooked();
      if ((await repo.releaseSlots(release, ticket.id, tx)) !== release.length) throw changedMeanwhile();
      const to = moved.map((span) => describeTime(span.start, span.end)).join(', ');
      await writeHistory(
        tickets,
        {
          ticketId: ticket.id,
          status: ticket.status,
          event: 'session_moved',
          comment: `Session moved from ${describeTime(session.start, session.end)} to ${to}`,
        },
        by,
        await repo.touchTicket(ticket.id, now, tx),
        tx,
      );
      const sessions: CalendarSession[] = [];
      for (const [index, span] of moved.entries()) {
        const identity =
          index === 0
            ? { calendarUid: calendar.calendarUid, sequence: calendar.sequence + 1 }
            : { calendarUid: span.id, sequence: 0 };
        await repo.setCalendar(
          span.slots.map((slot) => slot.id),
          ticket.id,
          { uid: identity.calendarUid, sequence: identity.sequence },
          tx,
        );
        sessions.push({ start: span.start, end: span.end, ...identity });
      }
      await emit(tx, {
        type: 'session.rescheduled',
        data: {
          ticketId: ticket.id,
          customerId: ticket.customerId,
          consultantId: ticket.consultantId,
          previous: { start: session.start, end: session.end },
          sessions,
          by: { ...by, role: actor.role },
        },
      });
    });
    return listSessions(actor, orderId);
  };
}
