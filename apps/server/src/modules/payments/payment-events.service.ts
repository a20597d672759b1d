import { PAYMENT_CURRENCY, type WebhookResult } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AfterCommit, TicketsService } from '../tickets/tickets.service';
import type {
  PaymentEventOutcome,
  PaymentOrderRow,
  PaymentRow,
  PaymentsRepository,
} from './payments.repository';

/** The app's logger as far as payments use it: ids only, never a secret or a signature. */
export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Where a payment was learnt of: the same capture may arrive by all three. */
export type PaymentSource = 'verify' | 'webhook' | 'reconciliation';

export interface CaptureInput {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  source: PaymentSource;
  /** A webhook's event id: recorded in the same transaction, so a duplicate changes nothing. */
  event?: { id: string; type: string };
}

/**
 * applied: this call settled the ticket; already: the payment was captured before (no change);
 * unknown-order: not an order we issued; mismatch: amount or currency differ from our order;
 * settled-otherwise: another payment settled (or a refund closed) the ticket; duplicate: the
 * event id was seen before.
 */
export type CaptureOutcome =
  | 'applied'
  | 'already'
  | 'unknown-order'
  | 'mismatch'
  | 'settled-otherwise'
  | 'duplicate';

export interface FailureInput {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number | null;
  reason: string | null;
  event?: { id: string; type: string };
}

export interface RefundedInput {
  providerPaymentId: string;
  providerRefundId: string | null;
  refundedBy: { id: string | null; name: string };
  reason: string;
  event?: { id: string; type: string };
}

const TO_EVENT_OUTCOME: Record<CaptureOutcome, PaymentEventOutcome> = {
  applied: 'applied',
  already: 'ignored',
  'unknown-order': 'ignored',
  mismatch: 'refused',
  'settled-otherwise': 'refused',
  duplicate: 'ignored',
};

export const toWebhookOutcome = (outcome: CaptureOutcome): WebhookResult['outcome'] =>
  outcome === 'duplicate' ? 'duplicate' : TO_EVENT_OUTCOME[outcome];

/**
 * What provider news may change (decision 015), each in ONE transaction that first records the
 * event id (when there is one) and locks the payment order: a capture, a failed attempt, a
 * processed refund. Verification, webhooks and reconciliation all come through here, so the same
 * payment learnt of three ways changes the ticket once.
 */
export function createPaymentEventsService({
  repo,
  tickets,
  clock,
  log,
}: {
  repo: PaymentsRepository;
  tickets: Pick<TicketsService, 'recordPayment' | 'recordPaymentFailure' | 'recordRefund'>;
  clock: Clock;
  log: PaymentLog;
}) {
  /**
   * One transaction; what the tickets service leaves for after the commit (`ticket.updated`,
   * decision 018) runs once it has committed, never on a rollback.
   */
  async function inTransaction<T>(work: (tx: Tx, after: AfterCommit) => Promise<T>): Promise<T> {
    const after: AfterCommit = [];
    const result = await repo.transaction((tx) => work(tx, after));
    for (const run of after) run();
    return result;
  }

  /** Records the event (false: seen before) and says how it ended once the work knows. */
  async function withEvent<T extends string>(
    tx: Tx,
    event: { id: string; type: string } | undefined,
    providerPaymentId: string | null,
    work: () => Promise<T>,
    toOutcome: (result: T) => PaymentEventOutcome,
  ): Promise<T | 'duplicate'> {
    if (event) {
      const fresh = await repo.recordEvent(
        { eventId: event.id, eventType: event.type, providerPaymentId, outcome: 'applied' },
        tx,
      );
      if (!fresh) return 'duplicate';
    }
    const result = await work();
    if (event && toOutcome(result) !== 'applied') await repo.setEventOutcome(event.id, toOutcome(result), tx);
    return result;
  }

  async function capture(
    tx: Tx,
    input: CaptureInput,
    order: PaymentOrderRow | null,
    after: AfterCommit,
  ): Promise<CaptureOutcome> {
    const ids = {
      providerOrderId: input.providerOrderId,
      providerPaymentId: input.providerPaymentId,
      source: input.source,
    };
    if (!order) {
      log.info(ids, 'Payment for an order we did not issue: ignored');
      return 'unknown-order';
    }
    const existing = await repo.findPayment(input.providerPaymentId, tx);
    if (existing && existing.status !== 'failed') return 'already';
    if (input.amountPaise !== order.amountPaise || input.currency !== order.currency) {
      // A payment that does not match what we asked for is never applied: someone may be probing.
      log.warn(
        { ...ids, paymentOrderId: order.id, security: true },
        'Payment amount or currency differs from the order: refused',
      );
      return 'mismatch';
    }
    const settled = await repo.findSettledPayment(order.ticketId, tx);
    if (settled) {
      log.warn(
        { ...ids, paymentOrderId: order.id, settledBy: settled.payment.providerPaymentId },
        'Second capture for a settled ticket: refused',
      );
      return 'settled-otherwise';
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
    after.push(
      ...(await tickets.recordPayment(tx, {
        ticketId: order.ticketId,
        providerPaymentId: input.providerPaymentId,
        now,
      })),
    );
    await repo.issueReceipt({ ticketId: order.ticketId, paymentId: payment.id, issuedAt: now }, tx);
    log.info({ ...ids, paymentOrderId: order.id }, 'Payment captured');
    return 'applied';
  }

  async function applyRefundedIn(
    tx: Tx,
    payment: PaymentRow,
    input: RefundedInput,
    after: AfterCommit,
  ): Promise<'applied' | 'already'> {
    const now = clock.now();
    const refunded = await repo.markRefunded(
      payment.id,
      { providerRefundId: input.providerRefundId, reason: input.reason, now },
      tx,
    );
    if (!refunded) return 'already';
    after.push(
      ...(await tickets.recordRefund(tx, {
        ticketId: payment.ticketId,
        refundedBy: input.refundedBy,
        reason: refunded.refundReason ?? input.reason,
        now,
      })),
    );
    log.info(
      { providerPaymentId: payment.providerPaymentId, providerRefundId: input.providerRefundId },
      'Payment refunded',
    );
    return 'applied';
  }

  return {
    /** A captured payment: payment row, order paid, ticket Paid with one history entry, receipt. */
    applyCapture(input: CaptureInput): Promise<CaptureOutcome> {
      return inTransaction((tx, after) =>
        withEvent(
          tx,
          input.event,
          input.providerPaymentId,
          async () => capture(tx, input, await repo.lockOrderByProviderId(input.providerOrderId, tx), after),
          (outcome) => TO_EVENT_OUTCOME[outcome],
        ),
      );
    },

    /**
     * A failed attempt: recorded with its reason; the ticket reads Failed unless it is settled.
     * Never undoes a capture, and the open order stays payable (Razorpay takes retries on it).
     */
    applyFailure(input: FailureInput): Promise<'applied' | 'ignored' | 'duplicate'> {
      return inTransaction((tx, after) =>
        withEvent(
          tx,
          input.event,
          input.providerPaymentId,
          async () => {
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
                  amountPaise:
                    input.amountPaise && input.amountPaise > 0 ? input.amountPaise : order.amountPaise,
                  currency: PAYMENT_CURRENCY,
                  failureReason: input.reason,
                  createdAt: now,
                  updatedAt: now,
                },
                tx,
              );
            }
            after.push(...(await tickets.recordPaymentFailure(tx, { ticketId: order.ticketId, now })));
            return 'applied' as const;
          },
          (outcome) => outcome,
        ),
      );
    },

    /** A processed refund (the admin's, answered at once, or Razorpay's refund.processed later). */
    applyRefunded(input: RefundedInput): Promise<'applied' | 'already' | 'ignored' | 'duplicate'> {
      return inTransaction((tx, after) =>
        withEvent(
          tx,
          input.event,
          input.providerPaymentId,
          async () => {
            const payment = await repo.findPayment(input.providerPaymentId, tx);
            if (!payment) return 'ignored' as const;
            // markRefunded changes only a captured row and locks it: a second refund finds nothing.
            return applyRefundedIn(tx, payment, input, after);
          },
          (outcome) => (outcome === 'applied' ? 'applied' : 'ignored'),
        ),
      );
    },

    /** An event we do not act on, recorded so a redelivery is recognised. */
    recordIgnored(
      event: { id: string; type: string },
      providerPaymentId: string | null,
    ): Promise<'ignored' | 'duplicate'> {
      return repo.transaction((tx) =>
        withEvent(
          tx,
          event,
          providerPaymentId,
          async () => 'ignored' as const,
          () => 'ignored',
        ),
      );
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
