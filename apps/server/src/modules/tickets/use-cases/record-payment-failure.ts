import type { Tx } from '../../../db/client';
import type { Emit } from '../../../lib/domain-events';
import { mayChangePaymentStatus } from '../payment-status-changes';
import type { TicketEvents } from '../ticket.events';
import type { TicketsRepository } from '../tickets.repository';
import { paymentChangeOf } from './get-payment-facts';

/**
 * A failed attempt marks an unsettled ticket Failed; a settled one keeps its status. Told as a
 * payment-only change (`from === to`), inside the payments module's transaction.
 */
export function recordPaymentFailure({ repo, emit }: { repo: TicketsRepository; emit: Emit<TicketEvents> }) {
  return async (tx: Tx, { ticketId, now }: { ticketId: string; now: Date }): Promise<void> => {
    const row = await repo.findForPayment(ticketId, tx, { lock: true });
    if (!row || !mayChangePaymentStatus(row.paymentStatus, 'Failed')) return;
    await repo.updatePayment({ id: row.id, paymentStatus: 'Failed', now }, tx);
    await emit(tx, {
      type: 'ticket.status-changed',
      data: {
        ...paymentChangeOf(row),
        from: row.status,
        to: row.status,
        paymentStatus: 'Failed',
        historyId: null,
      },
    });
  };
}
