import { type CancelSessionBody, SESSION_MESSAGES, SESSION_REASON_MIN_LENGTH } from '@basisdesk/shared';
import type { Actor } from '../../tickets/ticket-access';
import {
  changedMeanwhile,
  invalid,
  lockSession,
  nameOf,
  prepareChange,
  type SessionsDeps,
  writeHistory,
} from '../session-changes';
import { calendarOf, changedCalendarSession, describeTime } from '../session-view';
import { listTicketSessions } from './list-ticket-sessions';

/**
 * Frees the session's slots. The customer cancels (a reason is optional) until the cut-off; the
 * consultant or an admin releases, with a reason, until it starts. Told as `session.cancelled` in
 * the change's transaction. Answers the ticket's sessions as they are now.
 */
export function cancelSession(deps: SessionsDeps) {
  const { repo, tickets, emit } = deps;
  const listSessions = listTicketSessions(deps);
  return async (actor: Actor, orderId: string, sessionId: string, body: CancelSessionBody) => {
    const reason = body.reason;
    const releasing = actor.role !== 'Customer';
    if (releasing && !reason) throw invalid('reason', SESSION_MESSAGES.reasonRequired);
    if (reason && reason.length < SESSION_REASON_MIN_LENGTH) {
      throw invalid('reason', SESSION_MESSAGES.reasonTooShort);
    }
    const { ticket, session, now } = await prepareChange(deps, actor, orderId, sessionId);
    const event = releasing ? 'session_released' : 'session_cancelled';
    const verb = releasing ? 'released' : 'cancelled';
    const by = { id: actor.id, name: nameOf(actor) };
    await tickets.transaction(async (tx) => {
      const calendar = calendarOf(session, await lockSession(repo, ticket.id, session, tx));
      const ids = session.slots.map((slot) => slot.id);
      if ((await repo.releaseSlots(ids, ticket.id, tx)) !== ids.length) throw changedMeanwhile();
      const comment = `Session ${describeTime(session.start, session.end)} ${verb}${reason ? `: ${reason}` : ''}`;
      await writeHistory(
        tickets,
        { ticketId: ticket.id, status: ticket.status, event, comment },
        by,
        await repo.touchTicket(ticket.id, now, tx),
        tx,
      );
      await emit(tx, {
        type: 'session.cancelled',
        data: {
          ticketId: ticket.id,
          customerId: ticket.customerId,
          consultantId: ticket.consultantId,
          session: changedCalendarSession(session, calendar),
          by: { ...by, role: actor.role },
          reason: reason ?? null,
        },
      });
    });
    return listSessions(actor, orderId);
  };
}
