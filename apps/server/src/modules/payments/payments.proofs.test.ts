// The payment rules only concurrency can break (decision 015), proven on real PostgreSQL: a
// verification and a webhook for one payment at once settle the ticket once; two create-order
// calls at once make one Razorpay order; identical webhooks at once change state once. PGlite
// serialises every transaction, so these races cannot happen there and the file is skipped on it.
import { paymentOrderSchema, statusHistoryListSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';
import { paymentPayload } from '../../../test/razorpay-stand-in';
import { isPostgres } from '../../../test/test-app';
import { paymentOrders, payments, receipts } from '../../db/schema';

describe.skipIf(!isPostgres())('payments under concurrency', () => {
  const kit = usePaymentKit({ razorpay: true });

  const paidEntries = async (ticketId: string) =>
    expectBody(
      await kit.send('GET', `/api/status/history/${ticketId}`, kit.customer),
      200,
      statusHistoryListSchema,
    ).filter((entry) => entry.toStatus === 'Paid');

  it('verify and the webhook for the same payment at once: one transition, one history entry, one receipt', async () => {
    for (let round = 0; round < 5; round++) {
      const ticket = await kit.closedTicket();
      const order = await kit.openOrder(kit.customer, ticket.id);
      const checkout = await kit.checkoutResult(order.razorpayOrderId);
      const delivery = kit.standIn?.webhook(
        'payment.captured',
        paymentPayload({
          id: checkout.razorpayPaymentId ?? '',
          orderId: order.razorpayOrderId,
          amount: order.amount,
          status: 'captured',
        }),
      );
      if (!delivery) throw new Error('no stand-in');
      const [verified, hooked] = await Promise.all([
        kit.verify(kit.customer, checkout),
        kit.sendWebhook(delivery),
      ]);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(hooked.statusCode, hooked.body).toBe(200);
      expect(await paidEntries(ticket.id)).toHaveLength(1);
      expect(
        await kit.database.db.select().from(payments).where(eq(payments.ticketId, ticket.id)),
      ).toHaveLength(1);
      expect(
        await kit.database.db.select().from(receipts).where(eq(receipts.ticketId, ticket.id)),
      ).toHaveLength(1);
    }
  });

  it('ten create-order calls at once: one Razorpay order, the same answer for all', async () => {
    const ticket = await kit.closedTicket();
    const before = kit.standIn?.ordersCreated() ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.createOrder(kit.customer, ticket.id)),
    );
    const orders = answers.map((answer) => expectBody(answer, 200, paymentOrderSchema));
    expect(new Set(orders.map((order) => order.razorpayOrderId)).size).toBe(1);
    expect(kit.standIn?.ordersCreated()).toBe(before + 1);
    expect(
      await kit.database.db.select().from(paymentOrders).where(eq(paymentOrders.ticketId, ticket.id)),
    ).toHaveLength(1);
  });

  it('three identical webhooks at once: one state change', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const delivery = kit.standIn?.webhook(
      'payment.captured',
      paymentPayload({
        id: 'pay_race3webhooks',
        orderId: order.razorpayOrderId,
        amount: order.amount,
        status: 'captured',
      }),
    );
    if (!delivery) throw new Error('no stand-in');
    const answers = await Promise.all([1, 2, 3].map(() => kit.sendWebhook(delivery)));
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect(await paidEntries(ticket.id)).toHaveLength(1);
  });
});
