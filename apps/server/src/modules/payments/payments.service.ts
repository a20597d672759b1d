import {
  type CreatePaymentOrderBody,
  PAYABLE_STATUSES,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  type PaymentOrder,
  type PaymentResult,
  paiseToRupees,
  type RefundPaymentBody,
  type RefundResult,
  type SandboxCheckoutBody,
  type SandboxCheckoutResult,
  seesPayments,
  TICKET_MESSAGES,
  type TicketPayment,
  UNPAID_PAYMENT_STATUSES,
  type VerifyPaymentBody,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { BackgroundJobsService } from '../background-jobs/background-jobs.service';
import type { TicketPaymentFacts, TicketsService } from '../tickets/tickets.service';
import type { Principal } from '../users/principal';
import type { CaptureOutcome, PaymentEventsService, PaymentLog } from './payment-events.service';
import { type PaymentProvider, ProviderRefusedError, ProviderUnavailableError } from './payment-provider';
import { isCheckoutSignatureValid, signCheckout, signWebhook } from './payment-signatures';
import type { PaymentWebhooksService } from './payment-webhooks.service';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';
import { sandboxId } from './sandbox-provider';

type Actor = Pick<Principal, 'id' | 'role' | 'firstName' | 'lastName'>;

export const RECONCILE_JOB = 'payment.reconcile';
/** A `creating` claim this old belongs to a node that died mid-call: another may take it over. */
const STALE_CLAIM_MS = 60_000;
/** How long a second create-order waits for the first one's provider call, and how often it looks. */
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 100;
const SANDBOX_FAILURE = 'Sandbox: the payment was declined';

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable, { retryAfterSeconds: 30 });
const orderUnknown = () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.orderUnknown);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a customer may be asked to pay: a closed, unsettled ticket that bills something. */
const isPayable = (ticket: TicketPaymentFacts) =>
  PAYABLE_STATUSES.includes(ticket.status) &&
  UNPAID_PAYMENT_STATUSES.includes(ticket.paymentStatus) &&
  ticket.amountDuePaise > 0;

/**
 * The customer's payment (create-order, verify, the sandbox checkout), the payment tab and admin
 * refunds. Provider news itself is applied by the payment events service (decision 015).
 */
export function createPaymentsService({
  repo,
  provider,
  events,
  webhooks,
  tickets,
  jobs,
  clock,
  log,
  reconcileAfterSeconds,
}: {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  events: PaymentEventsService;
  webhooks: PaymentWebhooksService;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
  jobs: Pick<BackgroundJobsService, 'enqueue'>;
  clock: Clock;
  log: PaymentLog;
  reconcileAfterSeconds: number;
}) {
  const toPaymentOrder = (order: PaymentOrderRow): PaymentOrder => ({
    key: provider.keyId,
    amount: order.amountPaise,
    currency: PAYMENT_CURRENCY,
    razorpayOrderId: order.providerOrderId ?? '',
    sandbox: provider.isSandbox,
  });

  /**
   * Our claim: ask the provider (outside any transaction: PGlite has one connection, and a
   * provider that hangs must not hold a lock), then open the order and enqueue its
   * reconciliation together. A failed call leaves nothing behind.
   */
  async function openClaim(claim: PaymentOrderRow, ticket: TicketPaymentFacts): Promise<PaymentOrder | null> {
    let providerOrderId: string;
    try {
      const created = await provider.createOrder({
        amountPaise: claim.amountPaise,
        currency: PAYMENT_CURRENCY,
        receipt: ticket.orderNumber,
        notes: { ticketId: ticket.id },
      });
      providerOrderId = created.id;
    } catch (error) {
      await repo.deleteClaim(claim);
      if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
        log.error(
          { ticketId: ticket.id, reason: error.message },
          'Payment provider could not create an order',
        );
        throw unavailable();
      }
      throw error;
    }
    const now = clock.now();
    const opened = await repo.transaction(async (tx) => {
      const order = await repo.openOrder(claim, providerOrderId, now, tx);
      if (!order) return null;
      await jobs.enqueue(tx, {
        kind: RECONCILE_JOB,
        key: order.id,
        runAt: new Date(now.getTime() + reconcileAfterSeconds * 1000),
        payload: { openedAt: now.toISOString() },
      });
      return order;
    });
    return opened ? toPaymentOrder(opened) : null;
  }

  /** Reads the ticket as the actor may: 404 if they cannot see it, 403 if it is not theirs to pay. */
  async function payableTicket(actor: Actor, orderId: string): Promise<TicketPaymentFacts> {
    const ticket = await tickets.getPaymentFacts(actor, orderId);
    if (ticket.customerId !== actor.id) throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.onlyCustomerPays);
    if (ticket.paymentStatus === 'Paid' || ticket.paymentStatus === 'Refunded') {
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    }
    if (!PAYABLE_STATUSES.includes(ticket.status))
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPayable);
    if (ticket.amountDuePaise <= 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.nothingToPay);
    return ticket;
  }

  /** The order we issued for the caller's own ticket, or 400 orderUnknown (never saying which). */
  async function ownOrder(actor: Actor, providerOrderId: string) {
    const order = await repo.findOrderByProviderId(providerOrderId);
    if (!order) throw orderUnknown();
    const ticket = await tickets.getPaymentFacts(actor, order.ticketId).catch(() => null);
    if (!ticket || ticket.customerId !== actor.id) throw orderUnknown();
    return { order, ticket };
  }

  async function resultFor(actor: Actor, ticketId: string): Promise<PaymentResult> {
    const ticket = await tickets.getPaymentFacts(actor, ticketId);
    return { orderId: ticket.id, status: ticket.status, paymentStatus: ticket.paymentStatus };
  }

  function refuseCapture(outcome: CaptureOutcome): void {
    if (outcome === 'mismatch') throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.amountMismatch);
    if (outcome === 'settled-otherwise') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    if (outcome === 'unknown-order') throw orderUnknown();
  }

  return {
    /**
     * POST Payment/create-order: the provider order for the ticket's amount, computed here (the
     * client's amount is ignored). Idempotent and race-safe: one live order per ticket, claimed
     * by an insert the database arbitrates.
     */
    async createOrder(actor: Actor, body: CreatePaymentOrderBody): Promise<PaymentOrder> {
      const waitUntil = Date.now() + CLAIM_WAIT_MS;
      for (;;) {
        if (Date.now() > waitUntil) throw unavailable();
        const ticket = await payableTicket(actor, body.orderId);
        const now = clock.now();
        const claim = await repo.claimOrder({
          ticketId: ticket.id,
          provider: provider.name,
          amountPaise: ticket.amountDuePaise,
          createdByUserId: actor.id,
          now,
        });
        if (claim) {
          const opened = await openClaim(claim, ticket);
          if (opened) return opened;
          continue;
        }
        const live = await repo.findLiveOrder(ticket.id);
        if (!live) continue; // it settled or went away between our insert and this read
        if (live.status === 'open') {
          // Reopened and closed again with other hours, or the provider changed: a new order.
          if (live.amountPaise === ticket.amountDuePaise && live.provider === provider.name) {
            return toPaymentOrder(live);
          }
          await repo.supersede(live.id, now);
          continue;
        }
        const taken = await repo.takeOverStale(live.id, new Date(now.getTime() - STALE_CLAIM_MS), now);
        if (taken) {
          const opened = await openClaim(taken, ticket);
          if (opened) return opened;
          continue;
        }
        await sleep(CLAIM_POLL_MS);
      }
    },

    /**
     * POST Payment/verify: the checkout's signature over OUR order id and the payment id, then
     * the capture with our order's amount. Again for a captured payment: the same answer.
     */
    async verifyPayment(actor: Actor, body: VerifyPaymentBody): Promise<PaymentResult> {
      const { order, ticket } = await ownOrder(actor, body.razorpayOrderId);
      const providerOrderId = order.providerOrderId ?? '';
      const valid = isCheckoutSignatureValid(provider.keySecret, {
        orderId: providerOrderId,
        paymentId: body.razorpayPaymentId,
        signature: body.razorpaySignature,
      });
      if (!valid) {
        log.warn(
          { providerOrderId, providerPaymentId: body.razorpayPaymentId, security: true },
          'Payment signature invalid',
        );
        throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.signatureInvalid);
      }
      refuseCapture(
        await events.applyCapture({
          providerOrderId,
          providerPaymentId: body.razorpayPaymentId,
          amountPaise: order.amountPaise,
          currency: order.currency,
          source: 'verify',
        }),
      );
      return resultFor(actor, ticket.id);
    },

    /** GET Payment/for-order/{orderId}: the ticket's customer and admins; consultants never (404). */
    async getForOrder(actor: Actor, orderId: string): Promise<TicketPayment> {
      if (!seesPayments(actor.role)) throw new AppError('NOT_FOUND', TICKET_MESSAGES.ticketNotFound);
      const ticket = await tickets.getPaymentFacts(actor, orderId);
      const settled = await repo.findSettledPayment(ticket.id);
      const payment = settled?.payment ?? null;
      return {
        orderId: ticket.id,
        paymentStatus: ticket.paymentStatus,
        amount: paiseToRupees(payment?.amountPaise ?? ticket.amountDuePaise),
        currency: PAYMENT_CURRENCY,
        payable: isPayable(ticket),
        razorpayPaymentId: payment?.providerPaymentId ?? null,
        paidAt: payment?.capturedAt?.toISOString() ?? null,
        receiptNumber: settled?.receiptNumber ?? null,
        refund:
          payment?.refundStatus && payment.refundReason && payment.refundRequestedAt
            ? {
                status: payment.refundStatus,
                reason: payment.refundReason,
                requestedAt: payment.refundRequestedAt.toISOString(),
                processedAt: payment.refundedAt?.toISOString() ?? null,
              }
            : null,
      };
    },

    /**
     * POST Payment/refund/{orderId} (admins): the full captured amount back. Marked pending first
     * (guarded, so two refunds at once make one provider call); a provider that fails takes the
     * mark back; `processed` applies at once, `pending` waits for refund.processed.
     */
    async refundPayment(actor: Actor, orderId: string, body: RefundPaymentBody): Promise<RefundResult> {
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
        await events.applyRefunded({
          providerPaymentId: payment.providerPaymentId,
          providerRefundId: refund.id,
          refundedBy: { id: actor.id, name: `${actor.firstName} ${actor.lastName}` },
          reason: body.reason,
        });
      }
      const after = await resultFor(actor, ticket.id);
      return { ...after, refundStatus: after.paymentStatus === 'Refunded' ? 'processed' : 'pending' };
    },

    /**
     * POST Payment/sandbox/checkout: the sandbox dialog's Pay (what a real checkout would hand the
     * client, to verify as usual) or Fail (Razorpay's payment.failed, signed and passed through
     * the webhook handling itself).
     */
    async sandboxCheckout(actor: Actor, body: SandboxCheckoutBody): Promise<SandboxCheckoutResult> {
      if (!provider.isSandbox || !provider.webhookSecret)
        throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxOnly);
      const { order } = await ownOrder(actor, body.razorpayOrderId);
      if (order.status !== 'open') throw orderUnknown();
      const orderId = order.providerOrderId ?? '';
      const paymentId = sandboxId('pay');
      if (body.outcome === 'pay') {
        return {
          outcome: 'pay',
          razorpayOrderId: orderId,
          razorpayPaymentId: paymentId,
          razorpaySignature: signCheckout(provider.keySecret, orderId, paymentId),
        };
      }
      const rawBody = Buffer.from(
        JSON.stringify({
          entity: 'event',
          event: 'payment.failed',
          contains: ['payment'],
          payload: {
            payment: {
              entity: {
                id: paymentId,
                entity: 'payment',
                order_id: orderId,
                amount: order.amountPaise,
                currency: order.currency,
                status: 'failed',
                error_description: SANDBOX_FAILURE,
              },
            },
          },
          created_at: Math.floor(clock.now().getTime() / 1000),
        }),
      );
      await webhooks.handleWebhook({
        rawBody,
        signature: signWebhook(provider.webhookSecret, rawBody),
        eventId: sandboxId('evt'),
      });
      return {
        outcome: 'fail',
        razorpayOrderId: orderId,
        razorpayPaymentId: paymentId,
        reason: SANDBOX_FAILURE,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
