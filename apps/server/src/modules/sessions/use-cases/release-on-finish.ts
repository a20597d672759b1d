import { FINISHED_STATUSES } from '@basisdesk/shared';
import type { Tx } from '../../../db/client';
import type { TicketStatusChange } from '../../tickets/ticket.events';
import { changedMeanwhile, type SessionsDeps, writeHistory } from '../session-changes';
import { changedCalendarSession, describeTime, sessionsOf } from '../session-view';

/**
 * Listens to `ticket.status-changed`: a ticket that reaches Closed, Topic Closed or Paid from an
 * open status frees the sessions it holds that have not started, in the transaction of the
 * change, told as `session.released` (both people are off), with one history entry when there
 * were any. A session under way keeps its slots to its end: that time was held for the customer
 * and is billed (decision 028). Subscribed first, so those who tell of the change see it done.
 */
export function releaseOnFinish({ repo, tickets, clock, emit }: SessionsDeps) {
  return async (change: TicketStatusChange, tx: Tx): Promise<undefined> => {
    // Only the change that finishes the ticket: a payment or a refund of a finished one moves nothing.
    if (FINISHED_STATUSES.includes(change.from) || !FINISHED_STATUSES.includes(change.to)) return undefined;
    const now = clock.now();
    const ahead = (await sessionsOf(repo, change.ticketId, tx)).filter(
      (session) => session.start.getTime() > now.getTime(),
    );
    if (ahead.length === 0) return undefined;
    const ids = ahead.flatMap((session) => session.slots.map((slot) => slot.id));
    // The change holds the ticket's row, and every session change takes it first: nothing moved.
    if ((await repo.releaseSlots(ids, change.ticketId, tx)) !== ids.length) throw changedMeanwhile();
    await emit(tx, {
      type: 'session.released',
      data: {
        ticketId: change.ticketId,
        customerId: change.customerId,
        consultantId: change.consultantId,
        sessions: ahead.map((session) => changedCalendarSession(session)),
        by: { id: change.changedBy.id, name: change.changedBy.name },
      },
    });
    await writeHistory(
      tickets,
      {
        ticketId: change.ticketId,
        status: change.to,
        event: 'slots_released',
        comment: `Unused future slots released: ${ahead.map((span) => describeTime(span.start, span.end)).join(', ')}`,
      },
      change.changedBy,
      // Just after the status entry, so the history reads in the order things happened.
      await repo.touchTicket(change.ticketId, now, tx),
      tx,
    );
    return undefined;
  };
}
