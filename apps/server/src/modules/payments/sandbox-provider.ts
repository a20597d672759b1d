import crypto from 'node:crypto';
import { SANDBOX_KEY } from '@basisdesk/shared';
import type { PaymentProvider } from './payment-provider';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-like ids: a prefix and 14 random characters. */
export function sandboxId(prefix: string): string {
  const bytes = crypto.randomBytes(14);
  return `${prefix}_sbx_${Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** A secret derived from the app's JWT secret: every node of one deployment derives the same. */
const derive = (jwtSecret: string, purpose: string) =>
  crypto.createHmac('sha256', jwtSecret).update(purpose).digest('hex');

/**
 * The provider when no Razorpay keys are configured (DESIGN §4): orders are made up locally, no
 * HTTP, no money. It signs like Razorpay with derived secrets, so verification and webhooks run
 * the same code as in real mode. It keeps no remote state: listOrderPayments is always empty, so
 * reconciliation finds nothing here, and a sandbox payment exists only once the client verifies
 * it (or the sandbox failure goes through the webhook handler).
 */
export function createSandboxProvider({ jwtSecret }: { jwtSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    isSandbox: true,
    keyId: SANDBOX_KEY,
    keySecret: derive(jwtSecret, 'sandbox-payments-key'),
    webhookSecret: derive(jwtSecret, 'sandbox-payments-webhook'),
    async createOrder({ amountPaise, currency }) {
      return { id: sandboxId('order'), amountPaise, currency };
    },
    async listOrderPayments() {
      return [];
    },
    async refundPayment() {
      return { id: sandboxId('rfnd'), status: 'processed' };
    },
  };
}
