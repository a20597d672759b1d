import type { Clock } from '../../../lib/clock';
import type { Emit } from '../../../lib/domain-events';
import type { TicketsService } from '../../tickets/tickets.service';
import type { PaymentEvents } from '../payment.events';
import type { PaymentLog, PaymentSource } from '../payment-common';
import {
  CAPTURE_EVENT_OUTCOME,
  type CaptureOutcome,
  type CaptureResult,
  inEventTransaction,
  type ProviderEventRef,
} from '../payment-event-records';
import type { PaymentsRepository } from '../payments.repository';

export interface CaptureInput {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  source: PaymentSource;
  /** A webhook's event id: recorded in the same transaction, so a duplicate changes nothing. */
  event?: ProviderEventRef;
}

export interface ApplyCaptureDeps {
  repo: PaymentsRepository;
  tickets: Pick<TicketsService, 'recordPayment'>;
  emit: Emit<PaymentEvents>;
  clock: Clock;
  log: PaymentLog;
}

/**
 * A captured payment (decision 015), however it was learnt of (verify, webhook, reconciliation):
 * in ONE transaction that records the event id and locks the order, the payment row, the order
 * paid, the ticket Paid with one history entry, the receipt. The same payment learnt of three
 * ways changes the ticket once. Answers the ticket as it left it, so verify needs no second read.
 */
export function applyCapture({ repo, tickets, emit, clock, log }: ApplyCaptureDeps) {
  const unchanged = (outcome: CaptureOutcome): CaptureResult => ({ outcome, ticket: null });
  return async (input: CaptureInput): Promise<CaptureResult> => {
    const result = await inEventTransaction(
      repo,
      input,
      async (tx): Promise<CaptureResult> => {
        const ids = {
          providerOrderId: input.providerOrderId,
          providerPaymentId: input.providerPaymentId,
          source: input.source,
        };
        const order = await repo.lockOrderByProviderId(input.providerOrderId, tx);
        if (!order) {
          log.info(ids, 'Payment for an order we did not issue: ignored');
          return unchanged('unknown-order');
        }
        const existing = await repo.findPayment(input.providerPaymentId, tx);
        if (existing && existing.status !== 'failed') return unchanged('already');
        if (input.amountPaise !== order.amountPaise || input.currency !== order.currency) {
          // A payment that does not match what we asked for is never applied: someone may be probing.
          log.warn(
            { ...ids, paymentOrderId: order.id, security: true },
            'Payment amount or currency differs from the order: refused',
          );
          return unchanged('mismatch');
        }
        const settled = await repo.findSettledPayment(order.ticketId, tx);
        if (settled) {
          log.warn(
            { ...ids, paymentOrderId: order.id, settledBy: settled.payment.providerPaymentId },
            'Second capture for a settled ticket: refused',
          );
          return unchanged('settled-otherwise');
        }
        const now = clock.now();
        const payment = existing
          ? await repo.captureFailed(existing.id, now, tx)
          : await repo.insertPayment(
              {
                paymentOrderId: order.id,
                ticketId: order.ticketId,
                providerPaymentId: input.providerPaymentId,
                status: 'captured',
                amountPaise: input.amountPaise,
                currency: input.currency,
                capturedAt: now,
                createdAt: now,
                updatedAt: now,
              },
              tx,
            );
        await repo.markOrderPaid(order.id, now, tx);
        const ticket = await tickets.recordPayment(tx, {
          ticketId: order.ticketId,
          providerPaymentId: input.providerPaymentId,
          now,
        });
        const receiptNumber = await repo.issueReceipt(
          { ticketId: order.ticketId, paymentId: payment.id, issuedAt: now },
          tx,
        );
        await emit(tx, {
          type: 'payment.captured',
          data: {
            ticketId: order.ticketId,
            paymentId: payment.id,
            providerPaymentId: input.providerPaymentId,
            amountPaise: input.amountPaise,
            receiptNumber,
            source: input.source,
            capturedAt: now,
          },
        });
        log.info({ ...ids, paymentOrderId: order.id }, 'Payment captured');
        return { outcome: 'applied', ticket };
      },
      ({ outcome }) => CAPTURE_EVENT_OUTCOME[outcome],
    );
    return result === 'duplicate' ? unchanged('duplicate') : result;
  };
}
