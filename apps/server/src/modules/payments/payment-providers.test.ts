import { SANDBOX_KEY } from '@basisdesk/shared';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROVIDER_TIMEOUT_MS } from '../../../test/payment-kit';
import {
  type RazorpayStandIn,
  STAND_IN_KEY_ID,
  STAND_IN_KEY_SECRET,
  startRazorpayStandIn,
} from '../../../test/razorpay-stand-in';
import { ProviderRefusedError, ProviderUnavailableError } from './payment-provider';
import {
  isCheckoutSignatureValid,
  isWebhookSignatureValid,
  signCheckout,
  signWebhook,
} from './payment-signatures';
import { createRazorpayClient } from './razorpay-client';
import { createSandboxProvider } from './sandbox-provider';

let standIn: RazorpayStandIn;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
});
afterAll(() => standIn.close());

const client = (overrides: { keySecret?: string } = {}) =>
  createRazorpayClient({
    apiBase: standIn.config.RAZORPAY_API_BASE ?? '',
    keyId: STAND_IN_KEY_ID,
    keySecret: overrides.keySecret ?? STAND_IN_KEY_SECRET,
    webhookSecret: null,
    timeoutMs: TEST_PROVIDER_TIMEOUT_MS,
  });
const order = {
  amountPaise: 150_000,
  currency: 'INR',
  receipt: 'SRBIL10102500013',
  notes: { ticketId: 't' },
};

describe('the Razorpay client', () => {
  it("creates an order, lists its payments and refunds one in Razorpay's wire format", async () => {
    const created = await client().createOrder(order);
    expect(created).toEqual({ id: expect.stringMatching(/^order_/), amountPaise: 150_000, currency: 'INR' });
    const payment = standIn.addPayment(created.id, { status: 'captured' });
    expect(await client().listOrderPayments(created.id)).toEqual([
      expect.objectContaining({
        id: payment.id,
        orderId: created.id,
        status: 'captured',
        amountPaise: 150_000,
      }),
    ]);
    expect(await client().refundPayment(payment.id, { amountPaise: 150_000, notes: {} })).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      status: 'processed',
    });
  });

  it("a 4xx is a refusal in Razorpay's words, without the secret", async () => {
    const error = await client({ keySecret: 'wrong-secret-value' })
      .createOrder(order)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as ProviderRefusedError).description).toBe('Authentication failed');
    expect(String((error as Error).message)).not.toContain('wrong-secret-value');
  });

  it('500, a hang past the timeout and malformed JSON are all ProviderUnavailable', async () => {
    for (const fault of ['500', 'hang', 'malformed'] as const) {
      standIn.failNext(fault);
      const error = await client()
        .createOrder(order)
        .catch((caught: unknown) => caught);
      expect(error, fault).toBeInstanceOf(ProviderUnavailableError);
      expect(String((error as Error).message)).not.toContain(STAND_IN_KEY_SECRET);
    }
  });

  it('an unreachable host is ProviderUnavailable', async () => {
    const unreachable = createRazorpayClient({
      apiBase: 'http://127.0.0.1:1',
      keyId: STAND_IN_KEY_ID,
      keySecret: STAND_IN_KEY_SECRET,
      webhookSecret: null,
      timeoutMs: TEST_PROVIDER_TIMEOUT_MS,
    });
    await expect(unreachable.createOrder(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('the sandbox provider', () => {
  it('derives the same secrets on every node from the JWT secret, different ones from another', async () => {
    const a = createSandboxProvider({ jwtSecret: 'x'.repeat(40) });
    const b = createSandboxProvider({ jwtSecret: 'x'.repeat(40) });
    const other = createSandboxProvider({ jwtSecret: 'y'.repeat(40) });
    expect(a.keyId).toBe(SANDBOX_KEY);
    expect(a.keySecret).toBe(b.keySecret);
    expect(a.webhookSecret).toBe(b.webhookSecret);
    expect(a.keySecret).not.toBe(a.webhookSecret);
    expect(a.keySecret).not.toBe(other.keySecret);
    expect((await a.createOrder(order)).id).toMatch(/^order_sbx_[A-Za-z0-9]{14}$/);
    expect(await a.listOrderPayments('order_sbx_x')).toEqual([]);
  });
});

describe('signatures', () => {
  const secret = 'signing-secret-for-tests';

  it("match the official razorpay package's validators", () => {
    const signature = signCheckout(secret, 'order_A', 'pay_B');
    expect(validatePaymentVerification({ order_id: 'order_A', payment_id: 'pay_B' }, signature, secret)).toBe(
      true,
    );
    const body = '{"event":"payment.captured","payload":{}}';
    expect(validateWebhookSignature(body, signWebhook(secret, body), secret)).toBe(true);
  });

  it('refuse another order, another secret, a truncated signature and none', () => {
    const signature = signCheckout(secret, 'order_A', 'pay_B');
    expect(isCheckoutSignatureValid(secret, { orderId: 'order_A', paymentId: 'pay_B', signature })).toBe(
      true,
    );
    expect(isCheckoutSignatureValid(secret, { orderId: 'order_C', paymentId: 'pay_B', signature })).toBe(
      false,
    );
    expect(isCheckoutSignatureValid('other', { orderId: 'order_A', paymentId: 'pay_B', signature })).toBe(
      false,
    );
    expect(
      isCheckoutSignatureValid(secret, {
        orderId: 'order_A',
        paymentId: 'pay_B',
        signature: signature.slice(1),
      }),
    ).toBe(false);
    const body = Buffer.from('{"a":1}');
    expect(isWebhookSignatureValid(secret, body, signWebhook(secret, body))).toBe(true);
    expect(isWebhookSignatureValid(secret, body, undefined)).toBe(false);
    expect(isWebhookSignatureValid(secret, Buffer.from('{"a": 1}'), signWebhook(secret, body))).toBe(false);
  });
});
