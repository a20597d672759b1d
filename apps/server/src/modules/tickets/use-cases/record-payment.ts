import { PAYABLE_STATUSES } from '@basisdesk/shared';
import type { Tx } from '../../../db/client';
import type { Emit } from '../../../lib/domain-events';
import { mayChangePaymentStatus } from '../payment-status-changes';
import type { TicketEvents } from '../ticket.events';
import { nameOf } from '../ticket-dto';
import type { TicketsRepository } from '../tickets.repository';
import { paymentChangeOf, type TicketPaymentFacts, toPaymentFacts } from './get-payment-facts';

/**
 * A captured payment settles the ticket (decision 015): payment status Paid and, from Closed or
 * Topic Closed, status Paid with one history entry naming the customer. Inside the capture's
 * transaction; the ticket row is locked first, so a capture and a refund queue. Told like any
 * change (nothing is told when the ticket was settled already: nothing changes). Answers the
 * ticket's payment facts as the payment left them, so the capture needs no second read.
 */
export function recordPayment({ repo, emit }: { repo: TicketsRepository; emit: Emit<TicketEvents> }) {
  return async (
    tx: Tx,
    { ticketId, providerPaymentId, now }: { ticketId: string; providerPaymentId: string; now: Date },
  ): Promise<TicketPaymentFacts> => {
    const row = await repo.findForPayment(ticketId, tx, { lock: true });
    if (!row) throw new Error(`payment for unknown ticket ${ticketId}`);
    if (!mayChangePaymentStatus(row.paymentStatus, 'Paid')) return toPaymentFacts(row);
    const settles = PAYABLE_STATUSES.includes(row.status);
    const updated = await repo.updatePayment(
      { id: row.id, paymentStatus: 'Paid', ...(settles && { status: 'Paid' as const }), now },
      tx,
    );
    const historyId = settles
      ? await repo.insertHistory(
          {
            ticketId: row.id,
            fromStatus: row.status,
            toStatus: 'Paid',
            changedByUserId: row.customerId,
            changedByName: nameOf({ firstName: row.customerFirstName, lastName: row.customerLastName }),
            comment: `Payment received (${providerPaymentId})`,
            changedAt: updated.updatedAt,
          },
          tx,
        )
      : null;
    await emit(tx, {
      type: 'ticket.status-changed',
      data: {
        ...paymentChangeOf(row),
        from: row.status,
        to: settles ? 'Paid' : row.status,
        paymentStatus: 'Paid',
        historyId,
        payment: { kind: 'captured', reference: providerPaymentId },
      },
    });
    return toPaymentFacts({ ...row, status: settles ? 'Paid' : row.status, paymentStatus: 'Paid' });
  };
}
