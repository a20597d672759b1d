import crypto from 'node:crypto';
import { PAYMENT_MESSAGES, type WebhookResult } from '@basisdesk/shared';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import type { UsersService } from '../../users/users.service';
import type { PaymentEvents } from '../payment.events';
import type { PaymentLog } from '../payment-common';
import { type CaptureResult, inEventTransaction, toWebhookOutcome } from '../payment-event-records';
import type { PaymentProvider } from '../payment-provider';
import { isWebhookSignatureValid } from '../payment-signatures';
import type { PaymentsRepository } from '../payments.repository';
import { tellSignatureFailed } from '../signature-failures';
import type { CaptureInput } from './apply-capture';
import type { FailureInput } from './apply-failure';
import type { RefundedInput } from './apply-refund';

export interface WebhookInput {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

export interface HandleWebhookDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  users: Pick<UsersService, 'getSignInAccount'>;
  capture: (input: CaptureInput) => Promise<CaptureResult>;
  applyFailure: (input: FailureInput) => Promise<'applied' | 'ignored' | 'duplicate'>;
  applyRefund: (input: RefundedInput) => Promise<'applied' | 'already' | 'ignored' | 'duplicate'>;
  log: PaymentLog;
  emit: Emit<PaymentEvents>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** payload.<name>.entity of a Razorpay event, when it is there. */
function entityOf(event: Record<string, unknown>, name: string): Record<string, unknown> | null {
  const payload = isObject(event.payload) ? event.payload : null;
  const wrapper = payload && isObject(payload[name]) ? payload[name] : null;
  return wrapper && isObject(wrapper.entity) ? wrapper.entity : null;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const fromEventOutcome = (outcome: string): WebhookResult['outcome'] =>
  outcome === 'duplicate' ? 'duplicate' : outcome === 'applied' ? 'applied' : 'ignored';

function parseBody(rawBody: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('MALFORMED_REQUEST', 'The request body is not valid JSON');
  }
  if (!isObject(parsed)) throw new AppError('MALFORMED_REQUEST', 'The request body is not valid JSON');
  return parsed;
}

/**
 * Razorpay's webhooks (DESIGN §5): the signature over the raw bytes, then the event by type, each
 * applied once per event id. Only the database is touched, so Razorpay gets its answer fast. The
 * sandbox's failure goes through here too, signed with the sandbox's webhook secret.
 */
export function handleWebhook(deps: HandleWebhookDeps) {
  const { repo, provider, users, capture, applyFailure, applyRefund, log } = deps;

  /** The admin who asked for a refund, named in the ticket's history when Razorpay confirms it. */
  async function refunderOf(providerPaymentId: string) {
    const payment = await repo.findPayment(providerPaymentId);
    const userId = payment?.refundRequestedByUserId ?? null;
    const account = userId ? await users.getSignInAccount(userId) : null;
    return {
      refundedBy: account
        ? { id: account.id, name: `${account.firstName} ${account.lastName}` }
        : { id: null, name: 'Razorpay' },
      reason: payment?.refundReason ?? 'Refunded at Razorpay',
    };
  }

  return async (input: WebhookInput): Promise<WebhookResult> => {
    if (!provider.webhookSecret) throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.webhooksDisabled);
    if (!isWebhookSignatureValid(provider.webhookSecret, input.rawBody, input.signature)) {
      await tellSignatureFailed(deps, { source: 'webhook', providerOrderId: null, providerPaymentId: null });
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.webhookSignatureInvalid);
    }
    const parsed = parseBody(input.rawBody);
    const type = text(parsed.event) ?? 'unknown';
    // Razorpay always sends the id; a signed body without one is still deduplicated by its bytes.
    const eventId =
      text(input.eventId) ?? `body:${crypto.createHash('sha256').update(input.rawBody).digest('hex')}`;
    const event = { id: eventId, type };
    const payment = entityOf(parsed, 'payment');
    const paymentId = text(payment?.id);
    const orderId = text(payment?.order_id);

    if ((type === 'payment.captured' || type === 'order.paid') && payment && paymentId && orderId) {
      const { outcome } = await capture({
        providerOrderId: orderId,
        providerPaymentId: paymentId,
        amountPaise: Number(payment.amount),
        currency: String(payment.currency),
        source: 'webhook',
        event,
      });
      return { outcome: toWebhookOutcome(outcome) };
    }
    if (type === 'payment.failed' && payment && paymentId && orderId) {
      const outcome = await applyFailure({
        providerOrderId: orderId,
        providerPaymentId: paymentId,
        amountPaise: typeof payment.amount === 'number' ? payment.amount : null,
        reason: text(payment.error_description),
        event,
      });
      return { outcome: fromEventOutcome(outcome) };
    }
    const refund = entityOf(parsed, 'refund');
    const refundPaymentId = text(refund?.payment_id);
    if (type === 'refund.processed' && refund && refundPaymentId) {
      const outcome = await applyRefund({
        providerPaymentId: refundPaymentId,
        providerRefundId: text(refund.id),
        ...(await refunderOf(refundPaymentId)),
        event,
      });
      return { outcome: fromEventOutcome(outcome) };
    }
    log.info({ eventId, type }, 'Webhook event not acted on: recorded as ignored');
    // Recorded all the same, so a redelivery is recognised.
    const ignored = await inEventTransaction(
      repo,
      { event, providerPaymentId: paymentId },
      async () => 'ignored' as const,
      () => 'ignored',
    );
    return { outcome: fromEventOutcome(ignored) };
  };
}
