import { PAYMENT_MESSAGES, type RefundPaymentBody, type RefundResult } from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { TicketsService } from '../../tickets/tickets.service';
import { type Actor, type PaymentLog, unavailable } from '../payment-common';
import { type PaymentProvider, ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';
import type { PaymentsRepository } from '../payments.repository';
import type { RefundedInput } from './apply-refund';

export interface RefundPaymentDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
  applyRefund: (input: RefundedInput) => Promise<unknown>;
  clock: Clock;
  log: PaymentLog;
}

/**
 * POST Payment/refund/{orderId} (admins): the full captured amount back. Marked pending first
 * (guarded, so two refunds at once make one provider call); a provider that fails takes the mark
 * back; `processed` applies at once, `pending` waits for refund.processed.
 */
export function refundPayment({ repo, provider, tickets, applyRefund, clock, log }: RefundPaymentDeps) {
  return async (actor: Actor, orderId: string, body: RefundPaymentBody): Promise<RefundResult> => {
    const ticket = await tickets.getPaymentFacts(actor, orderId);
    const settled = await repo.findSettledPayment(ticket.id);
    const payment = settled?.payment;
    if (ticket.paymentStatus !== 'Paid' || !payment || payment.status !== 'captured') {
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundNotPaid);
    }
    const pending = await repo.markRefundPending(payment.id, {
      reason: body.reason,
      requestedByUserId: actor.id,
      now: clock.now(),
    });
    if (!pending) throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundInProgress);
    let refund: { id: string; status: string };
    try {
      refund = await provider.refundPayment(payment.providerPaymentId, {
        amountPaise: payment.amountPaise,
        notes: { reason: body.reason, ticketId: ticket.id },
      });
    } catch (error) {
      await repo.clearRefundPending(payment.id);
      if (error instanceof ProviderRefusedError) {
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.providerRefused(error.description));
      }
      if (error instanceof ProviderUnavailableError) {
        log.error(
          { providerPaymentId: payment.providerPaymentId, reason: error.message },
          'Refund call failed',
        );
        throw unavailable();
      }
      throw error;
    }
    await repo.setProviderRefundId(payment.id, refund.id);
    if (refund.status === 'processed') {
      await applyRefund({
        providerPaymentId: payment.providerPaymentId,
        providerRefundId: refund.id,
        refundedBy: { id: actor.id, name: `${actor.firstName} ${actor.lastName}` },
        reason: body.reason,
      });
    }
    // A refund moves the ticket back to the status it had before Paid (its history says which).
    const after = await tickets.getPaymentFacts(actor, ticket.id);
    return {
      orderId: after.id,
      status: after.status,
      paymentStatus: after.paymentStatus,
      refundStatus: after.paymentStatus === 'Refunded' ? 'processed' : 'pending',
    };
  };
}
