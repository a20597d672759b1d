import type { SandboxCheckoutBody, SandboxCheckoutResult } from '@basisdesk/shared/payments/payments.schema';
import { api } from '@/lib/api-client';

/**
 * POST Payment/sandbox/checkout: the sandbox dialog's Pay (signed ids to verify, as Razorpay's
 * handler would give) or Fail (already recorded by the server).
 */
export const sandboxCheckout = (body: SandboxCheckoutBody, idempotencyKey?: string) =>
  api.post<SandboxCheckoutResult>('/Payment/sandbox/checkout', body, {
    fallbackError: 'The sandbox payment did not go through',
    idempotencyKey,
  });
