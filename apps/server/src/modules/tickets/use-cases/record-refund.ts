import { PAYABLE_STATUSES } from '@basisdesk/shared';
import type { Tx } from '../../../db/client';
import type { Emit } from '../../../lib/domain-events';
import { mayChangePaymentStatus } from '../payment-status-changes';
import type { TicketEvents } from '../ticket.events';
import type { TicketsRepository } from '../tickets.repository';
import { paymentChangeOf } from './get-payment-facts';

/**
 * A processed refund: payment status Refunded and, from Paid, the closing status the ticket had
 * before it was paid (its history says which; Closed when it does not), with a history entry
 * naming the admin and the reason. Inside the payments module's transaction; nothing is told when
 * there was nothing to refund.
 */
export function recordRefund({ repo, emit }: { repo: TicketsRepository; emit: Emit<TicketEvents> }) {
  return async (
    tx: Tx,
    {
      ticketId,
      refundedBy,
      reason,
      now,
    }: { ticketId: string; refundedBy: { id: string | null; name: string }; reason: string; now: Date },
  ): Promise<void> => {
    const row = await repo.findForPayment(ticketId, tx, { lock: true });
    if (!row) throw new Error(`refund for unknown ticket ${ticketId}`);
    if (!mayChangePaymentStatus(row.paymentStatus, 'Refunded')) return;
    const change = {
      ...paymentChangeOf(row),
      // Only an admin asks for a refund; one with nobody behind it is Razorpay's own.
      changedBy: { ...refundedBy, role: refundedBy.id ? ('Admin' as const) : null },
      payment: { kind: 'refunded' as const, reason },
    };
    if (row.status !== 'Paid') {
      await repo.updatePayment({ id: row.id, paymentStatus: 'Refunded', now }, tx);
      await emit(tx, {
        type: 'ticket.status-changed',
        data: { ...change, from: row.status, to: row.status, paymentStatus: 'Refunded', historyId: null },
      });
      return;
    }
    const history = await repo.listHistory(row.id, tx);
    const paidEntry = history.findLast((entry) => entry.toStatus === 'Paid');
    const back =
      paidEntry?.fromStatus && PAYABLE_STATUSES.includes(paidEntry.fromStatus)
        ? paidEntry.fromStatus
        : 'Closed';
    const updated = await repo.updatePayment(
      { id: row.id, paymentStatus: 'Refunded', status: back, now },
      tx,
    );
    const historyId = await repo.insertHistory(
      {
        ticketId: row.id,
        fromStatus: 'Paid',
        toStatus: back,
        changedByUserId: refundedBy.id,
        changedByName: refundedBy.name,
        comment: `Payment refunded: ${reason}`,
        changedAt: updated.updatedAt,
      },
      tx,
    );
    await emit(tx, {
      type: 'ticket.status-changed',
      data: { ...change, from: 'Paid', to: back, paymentStatus: 'Refunded', historyId },
    });
  };
}
