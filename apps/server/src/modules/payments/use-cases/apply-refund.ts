import type { Clock } from '../../../lib/clock';
import type { Emit } from '../../../lib/domain-events';
import type { TicketsService } from '../../tickets/tickets.service';
import type { PaymentEvents } from '../payment.events';
import type { PaymentLog } from '../payment-common';
import { inEventTransaction, type ProviderEventRef } from '../payment-event-records';
import type { PaymentsRepository } from '../payments.repository';

export interface RefundedInput {
  providerPaymentId: string;
  providerRefundId: string | null;
  refundedBy: { id: string | null; name: string };
  reason: string;
  event?: ProviderEventRef;
}

export interface ApplyRefundDeps {
  repo: PaymentsRepository;
  tickets: Pick<TicketsService, 'recordRefund'>;
  emit: Emit<PaymentEvents>;
  clock: Clock;
  log: PaymentLog;
}

/** A processed refund (the admin's, answered at once, or Razorpay's refund.processed later). */
export function applyRefund({ repo, tickets, emit, clock, log }: ApplyRefundDeps) {
  return (input: RefundedInput): Promise<'applied' | 'already' | 'ignored' | 'duplicate'> =>
    inEventTransaction(
      repo,
      input,
      async (tx) => {
        const payment = await repo.findPayment(input.providerPaymentId, tx);
        if (!payment) return 'ignored' as const;
        const now = clock.now();
        // markRefunded changes only a captured row and locks it: a second refund finds nothing.
        const refunded = await repo.markRefunded(
          payment.id,
          { providerRefundId: input.providerRefundId, reason: input.reason, now },
          tx,
        );
        if (!refunded) return 'already' as const;
        const reason = refunded.refundReason ?? input.reason;
        await tickets.recordRefund(tx, {
          ticketId: payment.ticketId,
          refundedBy: input.refundedBy,
          reason,
          now,
        });
        await emit(tx, {
          type: 'payment.refunded',
          data: {
            ticketId: payment.ticketId,
            paymentId: payment.id,
            providerPaymentId: payment.providerPaymentId,
            refundedAt: now,
            providerRefundId: input.providerRefundId,
            reason,
          },
        });
        log.info(
          { providerPaymentId: payment.providerPaymentId, providerRefundId: input.providerRefundId },
          'Payment refunded',
        );
        return 'applied' as const;
      },
      (outcome) => (outcome === 'applied' ? 'applied' : 'ignored'),
    );
}
