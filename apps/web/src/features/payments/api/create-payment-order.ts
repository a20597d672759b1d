import { PAYMENT_CURRENCY } from '@basisdesk/shared/payments/payments.limits';
import type { CreatePaymentOrderBody, PaymentOrder } from '@basisdesk/shared/payments/payments.schema';
import { api } from '@/lib/api-client';

/**
 * POST Payment/create-order: the server prices the ticket and answers what the checkout opens
 * with (`amount` in paise), and whether it is the sandbox.
 */
export function createPaymentOrder(orderId: string, idempotencyKey?: string) {
  // No amount: the server prices the ticket itself (DESIGN §6).
  const body: CreatePaymentOrderBody = { orderId, currency: PAYMENT_CURRENCY };
  return api.post<PaymentOrder>('/Payment/create-order', body, {
    fallbackError: 'Could not create the payment order',
    idempotencyKey,
  });
}
