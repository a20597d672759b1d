import crypto from 'node:crypto';
import {
  PAYMENT_MESSAGES,
  paymentOrderSchema,
  paymentResultSchema,
  SANDBOX_KEY,
  sandboxCheckoutResultSchema,
  webhookResultSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { payClosedTicket, usePaymentKit } from '../../../test/payment-kit';
import { paymentPayload } from '../../../test/razorpay-stand-in';
import { TEST_JWT_SECRET } from '../../../test/test-app';
import { payments, tickets } from '../../db/schema';
import { createSandboxProvider } from './sandbox-provider';

const kit = usePaymentKit();

const checkout = (caller: Parameters<typeof kit.send>[2], body: unknown) =>
  kit.send('POST', '/api/Payment/sandbox/checkout', caller, body);
const ticketRow = async (id: string) =>
  (await kit.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];

describe('POST /api/Payment/sandbox/checkout (no Razorpay keys)', () => {
  it('401 without a token', async () => {
    expectError(
      await checkout(null, { razorpayOrderId: 'order_x', outcome: 'pay' }),
      ...AUTHENTICATION_REQUIRED,
    );
  });

  it("400 for an outcome that is neither 'pay' nor 'fail'", async () => {
    expectError(
      await checkout(kit.customer, { razorpayOrderId: 'order_x', outcome: 'maybe' }),
      400,
      "outcome must be 'pay' or 'fail'",
      {
        path: 'outcome',
      },
    );
  });

  it("400 orderUnknown for another customer's order", async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const stranger = await kit.newCustomer();
    expectError(
      await checkout(stranger, { razorpayOrderId: order.razorpayOrderId, outcome: 'pay' }),
      400,
      PAYMENT_MESSAGES.orderUnknown,
    );
  });

  it('create-order says sandbox; pay gives a signed result that verify accepts', async () => {
    const ticket = await kit.closedTicket();
    const order = expectBody(await kit.createOrder(kit.customer, ticket.id), 200, paymentOrderSchema);
    expect(order).toMatchObject({
      key: SANDBOX_KEY,
      sandbox: true,
      razorpayOrderId: expect.stringMatching(/^order_sbx_[A-Za-z0-9]{14}$/),
    });
    const paid = expectBody(
      await checkout(kit.customer, { razorpayOrderId: order.razorpayOrderId, outcome: 'pay' }),
      200,
      sandboxCheckoutResultSchema,
    );
    if (paid.outcome !== 'pay') throw new Error('expected pay');
    expect(paid.razorpayPaymentId).toMatch(/^pay_sbx_/);
    const { outcome: _outcome, ...body } = paid;
    expect(expectBody(await kit.verify(kit.customer, body), 200, paymentResultSchema)).toEqual({
      orderId: ticket.id,
      status: 'Paid',
      paymentStatus: 'Paid',
    });
  });

  it('fail goes through the webhook handling: the ticket reads Failed and can be paid again', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const failed = expectBody(
      await checkout(kit.customer, { razorpayOrderId: order.razorpayOrderId, outcome: 'fail' }),
      200,
      sandboxCheckoutResultSchema,
    );
    expect(failed).toMatchObject({ outcome: 'fail', razorpayOrderId: order.razorpayOrderId });
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Failed');
    const [row] = await kit.database.db.select().from(payments).where(eq(payments.ticketId, ticket.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('Sandbox') });
    await kit.payTicket();
    const result = expectBody(
      await kit.verify(kit.customer, await kit.checkoutResult(order.razorpayOrderId)),
      200,
      paymentResultSchema,
    );
    expect(result.paymentStatus).toBe('Paid');
  });
});

describe('POST /api/Payment/webhook in the sandbox', () => {
  it('takes events signed with the secret derived from the JWT secret', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: paymentPayload({
        id: 'pay_sbx_viawebhook01',
        orderId: order.razorpayOrderId,
        amount: order.amount,
        status: 'captured',
      }),
    });
    const secret = createSandboxProvider({ jwtSecret: TEST_JWT_SECRET }).webhookSecret ?? '';
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': crypto.createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': 'evt_sbx_viawebhook01',
    };
    expect(expectBody(await kit.sendWebhook({ body, headers }), 200, webhookResultSchema)).toEqual({
      outcome: 'applied',
    });
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Paid');
  });
});

describe("payClosedTicket (for other modules' tests)", () => {
  it('pays a closed ticket through the sandbox', async () => {
    const ticket = await kit.closedTicket();
    const { result } = await payClosedTicket(kit.send, kit.customer, ticket.id);
    expect(result).toEqual({ orderId: ticket.id, status: 'Paid', paymentStatus: 'Paid' });
  });
});

describe('POST /api/Payment/sandbox/checkout with Razorpay keys', () => {
  const live = usePaymentKit({ razorpay: true });

  it('404: the sandbox exists only without keys', async () => {
    const ticket = await live.closedTicket();
    const order = await live.openOrder(live.customer, ticket.id);
    expectError(
      await live.send('POST', '/api/Payment/sandbox/checkout', live.customer, {
        razorpayOrderId: order.razorpayOrderId,
        outcome: 'pay',
      }),
      404,
      PAYMENT_MESSAGES.sandboxOnly,
    );
  });
});
