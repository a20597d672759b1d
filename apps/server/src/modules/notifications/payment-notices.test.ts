// Decision 024 and 028: who is told of a payment, a failed attempt and a refund (the customer only).
import { paymentResultSchema, type Ticket, webhookResultSchema } from '@basisdesk/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { recipientsOf, since, useNoticeKit } from '../../../test/notification-kit';
import { refundTicket } from '../../../test/payment-kit';
import { paymentPayload } from '../../../test/razorpay-stand-in';

const NOW = '2031-05-12T08:10:00.000Z';

const kit = useNoticeKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

describe('payments', () => {
  async function closedTicket() {
    const ticket = await kit.bookSlots(await kit.block(1));
    return kit.moveTo(kit.ravi, ticket.id, 'Closed', { hoursWorked: 1.5 });
  }

  const paymentNotices = async (ticket: Pick<Ticket, 'id'>) =>
    (await kit.noticesOf(ticket)).filter(
      (row) => row.event.startsWith('payment.') || row.event === 'ticket.statusChanged',
    );

  it('a verified payment tells the customer (received) and nobody else: no consultant, no status change', async () => {
    const ticket = await closedTicket();
    const order = await kit.openOrder(kit.meera, ticket.id);
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    expectBody(await kit.verify(kit.meera, checkout), 200, paymentResultSchema);
    const rows = await paymentNotices(ticket);
    expect(recipientsOf(rows)).toEqual([[kit.meera.id, 'payment.received']]);
    expect(rows.find((row) => row.event === 'payment.received')?.payload).toEqual({
      amount: 3000,
      paymentStatus: 'Paid',
    });
  });

  it('a capture told twice by webhook, and again by verify, makes one payment.received', async () => {
    const ticket = await closedTicket();
    const order = await kit.openOrder(kit.meera, ticket.id);
    const paymentId = `pay_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;
    const checkout = await kit.checkoutResult(order.razorpayOrderId, paymentId);
    const payload = paymentPayload({
      id: paymentId,
      orderId: order.razorpayOrderId,
      amount: order.amount,
      status: 'captured',
    });
    const first = kit.standIn?.webhook('payment.captured', payload);
    const second = kit.standIn?.webhook('order.paid', payload);
    if (!first || !second) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(first), 200, webhookResultSchema).outcome).toBe('applied');
    expect(expectBody(await kit.sendWebhook(first), 200, webhookResultSchema).outcome).toBe('duplicate');
    await kit.sendWebhook(second);
    await kit.verify(kit.meera, checkout);
    expect(recipientsOf(await paymentNotices(ticket))).toEqual([[kit.meera.id, 'payment.received']]);
  });

  it('a failed attempt tells nobody', async () => {
    const ticket = await closedTicket();
    const before = await kit.noticesOf(ticket);
    const order = await kit.openOrder(kit.meera, ticket.id);
    const delivery = kit.standIn?.webhook(
      'payment.failed',
      paymentPayload({
        id: 'pay_failedattempt1',
        orderId: order.razorpayOrderId,
        amount: order.amount,
        status: 'failed',
      }),
    );
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema).outcome).toBe('applied');
    expect(since(before, await kit.noticesOf(ticket))).toEqual([]);
  });

  it('a refund tells the customer the amount and the reason, and nobody else', async () => {
    const ticket = await closedTicket();
    const order = await kit.openOrder(kit.meera, ticket.id);
    await kit.verify(kit.meera, await kit.checkoutResult(order.razorpayOrderId));
    const before = await kit.noticesOf(ticket);
    await refundTicket(kit.send, kit.admin, ticket.id, 'Work not delivered');
    const added = since(before, await kit.noticesOf(ticket));
    expect(recipientsOf(added)).toEqual([[kit.meera.id, 'payment.refunded']]);
    expect(added[0]?.payload).toEqual({ amount: 3000, reason: 'Work not delivered' });
  });

  it("an admin's Paid for a payment settled outside the app tells the customer as a payment, not the consultant", async () => {
    const ticket = await closedTicket();
    await kit.moveTo(kit.admin, ticket.id, 'Paid');
    expect(recipientsOf(await paymentNotices(ticket))).toEqual([[kit.meera.id, 'payment.received']]);
  });
});
