import { PAYMENT_MESSAGES, type PaymentResult, type VerifyPaymentBody } from '@basisdesk/shared';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import type { TicketsService } from '../../tickets/tickets.service';
import type { PaymentEvents } from '../payment.events';
import { type Actor, findOwnOrder, orderUnknown, type PaymentLog } from '../payment-common';
import type { CaptureOutcome, CaptureResult } from '../payment-event-records';
import type { PaymentProvider } from '../payment-provider';
import { isCheckoutSignatureValid } from '../payment-signatures';
import type { PaymentsRepository } from '../payments.repository';
import { tellSignatureFailed } from '../signature-failures';
import type { CaptureInput } from './apply-capture';

export interface VerifyPaymentDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
  capture: (input: CaptureInput) => Promise<CaptureResult>;
  log: PaymentLog;
  emit: Emit<PaymentEvents>;
}

function refuseCapture(outcome: CaptureOutcome): void {
  if (outcome === 'mismatch') throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.amountMismatch);
  if (outcome === 'settled-otherwise') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (outcome === 'unknown-order') throw orderUnknown();
}

/**
 * POST Payment/verify: the checkout's signature over OUR order id and the payment id, then the
 * capture with our order's amount. Again for a captured payment: the same answer.
 */
export function verifyPayment({ repo, provider, tickets, capture, log, emit }: VerifyPaymentDeps) {
  return async (actor: Actor, body: VerifyPaymentBody): Promise<PaymentResult> => {
    const { order, ticket } = await findOwnOrder({ repo, tickets }, actor, body.razorpayOrderId);
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
      await tellSignatureFailed(
        { repo, emit },
        { source: 'verify', providerOrderId, providerPaymentId: body.razorpayPaymentId },
      );
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.signatureInvalid);
    }
    const { outcome, ticket: settled } = await capture({
      providerOrderId,
      providerPaymentId: body.razorpayPaymentId,
      amountPaise: order.amountPaise,
      currency: order.currency,
      source: 'verify',
    });
    refuseCapture(outcome);
    // The ticket as this capture left it; after a replay (a webhook or an earlier verify captured
    // first), as it is now: it may have changed since it was read above, and the answer says so.
    const now = settled ?? (await tickets.getPaymentFacts(actor, ticket.id));
    return { orderId: now.id, status: now.status, paymentStatus: now.paymentStatus };
  };
}
