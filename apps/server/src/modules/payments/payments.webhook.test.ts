import { PAYMENT_MESSAGES, statusHistoryListSchema, webhookResultSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';
import { paymentPayload, STAND_IN_WEBHOOK_SECRET } from '../../../test/razorpay-stand-in';
import { auditEvents, paymentEvents, payments, tickets } from '../../db/schema';

const kit = usePaymentKit({ razorpay: true });

const ticketRow = async (id: string) =>
  (await kit.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];
const paymentRows = (ticketId: string) =>
  kit.database.db.select().from(payments).where(eq(payments.ticketId, ticketId));

/** A closed ticket with its open order, and a Razorpay payment entity for it. */
async function openOrderWithPayment(status: 'captured' | 'failed' = 'captured') {
  const ticket = await kit.closedTicket();
  const order = await kit.openOrder(kit.customer, ticket.id);
  const id = `pay_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;
  const payload = paymentPayload({ id, orderId: order.razorpayOrderId, amount: order.amount, status });
  return { ticket, order, paymentId: id, payload };
}

describe('POST /api/Payment/webhook', () => {
  it('400 without a signature, and for a signature over other bytes (re-serialised JSON)', async () => {
    const { ticket, payload } = await openOrderWithPayment();
    const delivery = kit.standIn?.webhook('payment.captured', payload);
    if (!delivery) throw new Error('no stand-in');
    const { 'x-razorpay-signature': _signature, ...unsigned } = delivery.headers;
    expectError(
      await kit.sendWebhook({ body: delivery.body, headers: unsigned }),
      400,
      PAYMENT_MESSAGES.webhookSignatureInvalid,
    );
    const reformatted = JSON.stringify(JSON.parse(delivery.body), null, 2);
    expectError(
      await kit.sendWebhook({ body: reformatted, headers: delivery.headers }),
      400,
      PAYMENT_MESSAGES.webhookSignatureInvalid,
    );
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Pending');
    // Each refused delivery is on the audit record (decision 039), with no signature in it.
    const records = await kit.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payment.signature-failed'));
    expect(records.map((record) => record.after)).toEqual([
      { source: 'webhook', providerOrderId: null },
      { source: 'webhook', providerOrderId: null },
    ]);
  });

  it("signs as Razorpay does: the official validator accepts the stand-in's deliveries", () => {
    const delivery = kit.standIn?.webhook('payment.captured', {});
    expect(
      validateWebhookSignature(
        delivery?.body ?? '',
        delivery?.headers['x-razorpay-signature'] ?? '',
        STAND_IN_WEBHOOK_SECRET,
      ),
    ).toBe(true);
  });

  it('payment.captured settles the ticket; the same event again changes nothing', async () => {
    const { ticket, payload } = await openOrderWithPayment();
    const delivery = kit.standIn?.webhook('payment.captured', payload);
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'applied',
    });
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'duplicate',
    });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
  });

  it('three identical deliveries at once change the ticket once', async () => {
    const { ticket, payload } = await openOrderWithPayment();
    const delivery = kit.standIn?.webhook('order.paid', payload);
    if (!delivery) throw new Error('no stand-in');
    const answers = await Promise.all([1, 2, 3].map(() => kit.sendWebhook(delivery)));
    const outcomes = answers.map((answer) => expectBody(answer, 200, webhookResultSchema).outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    const history = expectBody(
      await kit.send('GET', `/api/status/history/${ticket.id}`, kit.customer),
      200,
      statusHistoryListSchema,
    );
    expect(history.filter((entry) => entry.toStatus === 'Paid')).toHaveLength(1);
  });

  it('refuses a capture whose amount differs from our order (200, refused, nothing applied)', async () => {
    const { ticket, order, paymentId } = await openOrderWithPayment();
    const payload = paymentPayload({
      id: paymentId,
      orderId: order.razorpayOrderId,
      amount: 100,
      status: 'captured',
    });
    const delivery = kit.standIn?.webhook('payment.captured', payload);
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'refused',
    });
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Pending');
    const [event] = await kit.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, delivery.headers['x-razorpay-event-id'] ?? ''));
    expect(event?.outcome).toBe('refused');
  });

  it('payment.failed marks the ticket Failed with the reason; the customer pays again on the same order', async () => {
    const { ticket, order, payload } = await openOrderWithPayment('failed');
    const failed = paymentPayload({
      id: payload.payment.entity.id,
      orderId: order.razorpayOrderId,
      amount: order.amount,
      status: 'failed',
      errorDescription: 'Payment was declined by the bank',
    });
    const delivery = kit.standIn?.webhook('payment.failed', failed);
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'applied',
    });
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Failed');
    const [row] = await paymentRows(ticket.id);
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Payment was declined by the bank' });
    expect(await kit.openOrder(kit.customer, ticket.id)).toEqual(order);
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    expect((await kit.verify(kit.customer, checkout)).statusCode).toBe(200);
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
  });

  it('a late payment.failed never undoes a capture', async () => {
    const { ticket, order, paymentId } = await kit.payTicket();
    const failed = paymentPayload({
      id: paymentId,
      orderId: order.razorpayOrderId,
      amount: order.amount,
      status: 'failed',
    });
    const delivery = kit.standIn?.webhook('payment.failed', failed);
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'ignored',
    });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
    expect((await paymentRows(ticket.id)).map((row) => row.status)).toEqual(['captured']);
  });

  it('a failed attempt captured later (same payment id) settles the ticket', async () => {
    const { ticket, order, paymentId } = await openOrderWithPayment('failed');
    const failed = kit.standIn?.webhook(
      'payment.failed',
      paymentPayload({
        id: paymentId,
        orderId: order.razorpayOrderId,
        amount: order.amount,
        status: 'failed',
      }),
    );
    const captured = kit.standIn?.webhook(
      'payment.captured',
      paymentPayload({
        id: paymentId,
        orderId: order.razorpayOrderId,
        amount: order.amount,
        status: 'captured',
      }),
    );
    if (!failed || !captured) throw new Error('no stand-in');
    await kit.sendWebhook(failed);
    expect(expectBody(await kit.sendWebhook(captured), 200, webhookResultSchema)).toEqual({
      outcome: 'applied',
    });
    expect((await paymentRows(ticket.id)).map((row) => row.status)).toEqual(['captured']);
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Paid');
  });

  it('unknown event types and unknown orders: 200, recorded as ignored', async () => {
    const unknownType = kit.standIn?.webhook('subscription.charged', {});
    const unknownOrder = kit.standIn?.webhook(
      'payment.captured',
      paymentPayload({ id: 'pay_nobody', orderId: 'order_nobody', amount: 5000, status: 'captured' }),
    );
    if (!unknownType || !unknownOrder) throw new Error('no stand-in');
    for (const delivery of [unknownType, unknownOrder]) {
      expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
        outcome: 'ignored',
      });
      const [event] = await kit.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, delivery.headers['x-razorpay-event-id'] ?? ''));
      expect(event?.outcome).toBe('ignored');
    }
  });
});

describe('POST /api/Payment/webhook without a webhook secret', () => {
  const bare = usePaymentKit({ razorpay: true, config: { RAZORPAY_WEBHOOK_SECRET: '' } });

  it("503 'Webhooks are not configured'", async () => {
    const delivery = bare.standIn?.webhook('payment.captured', {});
    if (!delivery) throw new Error('no stand-in');
    expectError(await bare.sendWebhook(delivery), 503, PAYMENT_MESSAGES.webhooksDisabled);
  });
});
