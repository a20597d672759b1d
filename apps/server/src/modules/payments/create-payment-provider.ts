import type { AppConfig } from '../../app-config';
import type { PaymentProvider } from './payment-provider';
import { createRazorpayClient } from './razorpay-client';
import { createSandboxProvider } from './sandbox-provider';

/**
 * Razorpay when its keys are set; otherwise the sandbox (DESIGN §4), whose secrets are derived from
 * the JWT secret so that every node of one deployment shares them.
 */
export function createPaymentProvider(config: AppConfig, timeoutMs: number | undefined): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayClient({
      apiBase: config.RAZORPAY_API_BASE,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
      timeoutMs,
    });
  }
  return createSandboxProvider({ jwtSecret: config.JWT_SECRET });
}
