import { PAYMENT_MESSAGES, paymentOrderSchema, TICKET_MESSAGES } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';
import { backgroundJobs, paymentOrders } from '../../db/schema';

const kit = usePaymentKit({ razorpay: true });

const ordersOf = (ticketId: string) =>
  kit.database.db.select().from(paymentOrders).where(eq(paymentOrders.ticketId, ticketId));

describe('POST /api/Payment/create-order', () => {
  it('401 without a token', async () => {
    const ticket = await kit.closedTicket();
    expectError(await kit.createOrder(null, ticket.id), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for an id that is not one', async () => {
    expectError(await kit.createOrder(kit.customer, 'nope'), 400, 'orderId must be a valid id', {
      path: 'orderId',
    });
  });

  it('400 for a currency other than INR', async () => {
    const ticket = await kit.closedTicket();
    expectError(
      await kit.createOrder(kit.customer, ticket.id, { currency: 'USD' }),
      400,
      'currency must be INR',
      {
        path: 'currency',
      },
    );
  });

  it("404 for another customer's ticket", async () => {
    const ticket = await kit.closedTicket();
    const stranger = await kit.newCustomer();
    expectError(await kit.createOrder(stranger, ticket.id), 404, TICKET_MESSAGES.ticketNotFound);
  });

  it('403 for an admin, who sees the ticket but does not pay it', async () => {
    const ticket = await kit.closedTicket();
    expectError(await kit.createOrder(kit.admin, ticket.id), 403, PAYMENT_MESSAGES.onlyCustomerPays);
  });

  it('409 for a ticket that is not closed', async () => {
    const taxonomy = await kit.taxonomy();
    const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    const ticket = await kit.book(kit.customer, consultant, taxonomy);
    expectError(await kit.createOrder(kit.customer, ticket.id), 409, PAYMENT_MESSAGES.notPayable);
  });

  it('answers the amount in paise from the hours, ignoring the amount the client sends', async () => {
    const ticket = await kit.closedTicket({ hours: 1.5 });
    const before = kit.standIn?.ordersCreated() ?? 0;
    const response = await kit.createOrder(kit.customer, ticket.id, { amount: 1 });
    const order = expectBody(response, 200, paymentOrderSchema);
    // ₹2000 an hour × 1.5 hours = ₹3000 = 300000 paise.
    expect(order).toEqual({
      key: kit.standIn?.config.RAZORPAY_KEY_ID,
      amount: 300_000,
      currency: 'INR',
      razorpayOrderId: expect.stringMatching(/^order_/),
      sandbox: false,
    });
    const remote = kit.standIn?.orders.get(order.razorpayOrderId);
    expect(remote).toMatchObject({
      amount: 300_000,
      currency: 'INR',
      receipt: ticket.orderNumber,
      notes: { ticketId: ticket.id },
    });
    expect(kit.standIn?.ordersCreated()).toBe(before + 1);
  });

  it('answers the same open order again, and enqueues its reconciliation once', async () => {
    const ticket = await kit.closedTicket();
    const first = await kit.openOrder(kit.customer, ticket.id);
    const count = kit.standIn?.ordersCreated();
    const second = await kit.openOrder(kit.customer, ticket.id);
    expect(second).toEqual(first);
    expect(kit.standIn?.ordersCreated()).toBe(count);
    const [row] = await ordersOf(ticket.id);
    const jobs = await kit.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.key, row?.id ?? ''));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.kind).toBe('payment.reconcile');
  });

  it('supersedes the open order when the ticket was reopened and closed with other hours', async () => {
    const ticket = await kit.closedTicket({ hours: 1 });
    const first = await kit.openOrder(kit.customer, ticket.id);
    await kit.moveTo(kit.customer, ticket.id, 'ReOpened');
    await kit.moveTo(kit.admin, ticket.id, 'Closed', { hoursWorked: 2 });
    const second = await kit.openOrder(kit.customer, ticket.id);
    expect(second.razorpayOrderId).not.toBe(first.razorpayOrderId);
    expect(second.amount).toBe(400_000);
    const rows = await ordersOf(ticket.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['open', 'superseded']);
  });

  for (const fault of ['500', 'hang', 'malformed'] as const) {
    it(`503 when Razorpay answers ${fault}, and nothing is stored`, async () => {
      const ticket = await kit.closedTicket();
      kit.standIn?.failNext(fault);
      expectError(await kit.createOrder(kit.customer, ticket.id), 503, PAYMENT_MESSAGES.providerUnavailable);
      expect(await ordersOf(ticket.id)).toEqual([]);
      // The next attempt works.
      expectBody(await kit.createOrder(kit.customer, ticket.id), 200, paymentOrderSchema);
    });
  }

  it('409 for a paid ticket', async () => {
    const { ticket } = await kit.payTicket();
    expectError(await kit.createOrder(kit.customer, ticket.id), 409, PAYMENT_MESSAGES.alreadyPaid);
  });
});
