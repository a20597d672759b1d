import {
  PAYMENT_MESSAGES,
  paymentResultSchema,
  statusHistoryListSchema,
  TICKET_MESSAGES,
  ticketPaymentSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';
import { STAND_IN_KEY_SECRET } from '../../../test/razorpay-stand-in';
import { payments, receipts, tickets } from '../../db/schema';

const kit = usePaymentKit({ razorpay: true, admin: { firstName: 'Asha', lastName: 'Admin' } });

const ticketRow = async (id: string) =>
  (await kit.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];

describe('POST /api/Payment/verify', () => {
  it('401 without a token', async () => {
    expectError(
      await kit.verify(null, {
        razorpayOrderId: 'order_x',
        razorpayPaymentId: 'pay_x',
        razorpaySignature: 'x',
      }),
      ...AUTHENTICATION_REQUIRED,
    );
  });

  it("400 when a detail is missing: the spec's words", async () => {
    expectError(
      await kit.verify(kit.customer, { razorpayOrderId: 'order_x', razorpayPaymentId: 'pay_x' }),
      400,
      PAYMENT_MESSAGES.missingDetails,
      { path: 'razorpaySignature' },
    );
  });

  it('400 orderUnknown for an order we never issued', async () => {
    expectError(
      await kit.verify(kit.customer, {
        razorpayOrderId: 'order_made_up',
        razorpayPaymentId: 'pay_x',
        razorpaySignature: 'x',
      }),
      400,
      PAYMENT_MESSAGES.orderUnknown,
    );
  });

  it("400 orderUnknown for another customer's order, without saying so", async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    const stranger = await kit.newCustomer();
    expectError(await kit.verify(stranger, checkout), 400, PAYMENT_MESSAGES.orderUnknown);
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Pending');
  });

  it('400 for a signature made for another order, and nothing changes', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const other = await kit.openOrder(kit.customer, (await kit.closedTicket()).id);
    const forOther = await kit.checkoutResult(other.razorpayOrderId);
    expectError(
      await kit.verify(kit.customer, { ...forOther, razorpayOrderId: order.razorpayOrderId }),
      400,
      PAYMENT_MESSAGES.signatureInvalid,
    );
    expect((await ticketRow(ticket.id))?.paymentStatus).toBe('Pending');
    expect(await kit.database.db.select().from(payments).where(eq(payments.ticketId, ticket.id))).toEqual([]);
  });

  it('signs as Razorpay does: the official validator accepts what the checkout gives', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    expect(
      validatePaymentVerification(
        { order_id: order.razorpayOrderId, payment_id: checkout.razorpayPaymentId ?? '' },
        checkout.razorpaySignature ?? '',
        STAND_IN_KEY_SECRET,
      ),
    ).toBe(true);
  });

  it('settles the ticket: Paid, one history entry naming the customer, a receipt; again is the same answer', async () => {
    const customer = await kit.newCustomer({ firstName: 'Meera', lastName: 'Nair' });
    const ticket = await kit.closedTicket({ customer });
    const order = await kit.openOrder(customer, ticket.id);
    const checkout = await kit.checkoutResult(order.razorpayOrderId);
    const result = expectBody(await kit.verify(customer, checkout), 200, paymentResultSchema);
    expect(result).toEqual({ orderId: ticket.id, status: 'Paid', paymentStatus: 'Paid' });
    const again = expectBody(await kit.verify(customer, checkout), 200, paymentResultSchema);
    expect(again).toEqual(result);

    const history = expectBody(
      await kit.send('GET', `/api/status/history/${ticket.id}`, customer),
      200,
      statusHistoryListSchema,
    );
    const paidEntries = history.filter((entry) => entry.toStatus === 'Paid');
    expect(paidEntries).toHaveLength(1);
    expect(paidEntries[0]).toMatchObject({
      fromStatus: 'Closed',
      changedBy: 'Meera Nair',
      comment: `Payment received (${checkout.razorpayPaymentId})`,
    });
    const [receipt] = await kit.database.db.select().from(receipts).where(eq(receipts.ticketId, ticket.id));
    expect(receipt?.number).toMatch(new RegExp(`^BD-${new Date().getUTCFullYear()}-\\d{6}$`));

    const payment = expectBody(
      await kit.send('GET', `/api/Payment/for-order/${ticket.id}`, customer),
      200,
      ticketPaymentSchema,
    );
    expect(payment).toMatchObject({
      paymentStatus: 'Paid',
      amount: order.amount / 100,
      payable: false,
      razorpayPaymentId: checkout.razorpayPaymentId,
      receiptNumber: receipt?.number,
      refund: null,
    });
  });

  it('numbers receipts one after another without gaps', async () => {
    const first = await kit.payTicket();
    const second = await kit.payTicket();
    const numbers = await Promise.all(
      [first.ticket.id, second.ticket.id].map(
        async (id) =>
          (await kit.database.db.select().from(receipts).where(eq(receipts.ticketId, id)))[0]?.sequence ?? 0,
      ),
    );
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });
});

describe('GET /api/Payment/for-order/{orderId}', () => {
  it('401 without a token', async () => {
    const ticket = await kit.closedTicket();
    expectError(await kit.send('GET', `/api/Payment/for-order/${ticket.id}`), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for an id that is not one', async () => {
    expectError(await kit.send('GET', '/api/Payment/for-order/nope', kit.customer), 400, 'Invalid id', {
      path: 'orderId',
    });
  });

  it('404 for its consultant (payments are not theirs to see) and for another customer', async () => {
    const ticket = await kit.closedTicket();
    const consultant = await kit.ticketConsultant();
    const stranger = await kit.newCustomer();
    for (const caller of [consultant, stranger]) {
      expectError(
        await kit.send('GET', `/api/Payment/for-order/${ticket.id}`, caller),
        404,
        TICKET_MESSAGES.ticketNotFound,
      );
    }
  });

  it('answers the amount due for an admin, payable for the customer', async () => {
    const ticket = await kit.closedTicket({ hours: 1 });
    const asAdmin = expectBody(
      await kit.send('GET', `/api/Payment/for-order/${ticket.id}`, kit.admin),
      200,
      ticketPaymentSchema,
    );
    expect(asAdmin).toEqual({
      orderId: ticket.id,
      paymentStatus: 'Pending',
      amount: 2000,
      currency: 'INR',
      payable: true,
      razorpayPaymentId: null,
      paidAt: null,
      receiptNumber: null,
      refund: null,
    });
  });
});
