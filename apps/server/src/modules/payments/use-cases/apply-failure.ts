import { PAYMENT_CURRENCY } from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import type { Emit } from '../../../lib/domain-events';
import type { TicketsService } from '../../tickets/tickets.service';
import type { PaymentEvents } from '../payment.events';
import { inEventTransaction, type ProviderEventRef } from '../payment-event-records';
import type { PaymentsRepository } from '../payments.repository';

export interface FailureInput {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number | null;
  reason: string | null;
  event?: ProviderEventRef;
}

export interface ApplyFailureDeps {
  repo: PaymentsRepository;
  tickets: Pick<TicketsService, 'recordPaymentFailure'>;
  emit: Emit<PaymentEvents>;
  clock: Clock;
}

/**
 * A failed attempt: recorded with its reason; the ticket reads Failed unless it is settled.
 * Never undoes a capture, and the open order stays payable (Razorpay takes retries on it).
 */
export function applyFailure({ repo, tickets, emit, clock }: ApplyFailureDeps) {
  return (input: FailureInput): Promise<'applied' | 'ignored' | 'duplicate'> =>
    inEventTransaction(
      repo,
      input,
      async (tx) => {
        const order = await repo.lockOrderByProviderId(input.providerOrderId, tx);
        if (!order) return 'ignored' as const;
        const now = clock.now();
        const existing = await repo.findPayment(input.providerPaymentId, tx);
        if (existing && existing.status !== 'failed') return 'ignored' as const;
        if (existing) await repo.updateFailureReason(existing.id, input.reason, now, tx);
        else {
          await repo.insertPayment(
            {
              paymentOrderId: order.id,
              ticketId: order.ticketId,
              providerPaymentId: input.providerPaymentId,
              status: 'failed',
              amountPaise: input.amountPaise && input.amountPaise > 0 ? input.amountPaise : order.amountPaise,
              currency: PAYMENT_CURRENCY,
              failureReason: input.reason,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
        }
        await tickets.recordPaymentFailure(tx, { ticketId: order.ticketId, now });
        await emit(tx, {
          type: 'payment.failed',
          data: {
            ticketId: order.ticketId,
            providerPaymentId: input.providerPaymentId,
            reason: input.reason,
          },
        });
        return 'applied' as const;
      },
      (outcome) => outcome,
    );
}
