import {
  PAYMENT_MESSAGES,
  type SandboxCheckoutBody,
  type SandboxCheckoutResult,
  type WebhookResult,
} from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { TicketsService } from '../../tickets/tickets.service';
import { type Actor, findOwnOrder, orderUnknown } from '../payment-common';
import type { PaymentProvider } from '../payment-provider';
import { signCheckout, signWebhook } from '../payment-signatures';
import type { PaymentsRepository } from '../payments.repository';
import { sandboxId } from '../sandbox-provider';
import type { WebhookInput } from './handle-webhook';

const SANDBOX_FAILURE = 'Sandbox: the payment was declined';

export interface SandboxCheckoutDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
  handleWebhook: (input: WebhookInput) => Promise<WebhookResult>;
  clock: Clock;
}

/**
 * POST Payment/sandbox/checkout: the sandbox dialog's Pay (what a real checkout would hand the
 * client, to verify as usual) or Fail (Razorpay's payment.failed, signed and passed through the
 * webhook handling itself).
 */
export function sandboxCheckout({ repo, provider, tickets, handleWebhook, clock }: SandboxCheckoutDeps) {
  return async (actor: Actor, body: SandboxCheckoutBody): Promise<SandboxCheckoutResult> => {
    if (!provider.isSandbox || !provider.webhookSecret)
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxOnly);
    const { order } = await findOwnOrder({ repo, tickets }, actor, body.razorpayOrderId);
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
    await handleWebhook({
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
  };
}
