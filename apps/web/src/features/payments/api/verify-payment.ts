import type { PaymentResult, VerifyPaymentBody } from '@basisdesk/shared/payments/payments.schema';
import { api } from '@/lib/api-client';

/** POST Payment/verify: the three ids the checkout handed back, checked against their signature. */
export const verifyPayment = (body: VerifyPaymentBody, idempotencyKey?: string) =>
  api.post<PaymentResult>('/Payment/verify', body, {
    fallbackError: 'Payment could not be verified',
    idempotencyKey,
  });
