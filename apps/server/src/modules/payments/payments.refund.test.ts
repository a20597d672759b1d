import {
  PAYMENT_MESSAGES,
  refundResultSchema,
  statusHistoryListSchema,
  TICKET_MESSAGES,
  ticketPaymentSchema,
  webhookResultSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { usePaymentKit } from '../../../test/payment-kit';
import { refundPayload } from '../../../test/razorpay-stand-in';
import { payments, tickets } from '../../db/schema';

const kit = usePaymentKit({ razorpay: true, admin: { firstName: 'Ravi', lastName: 'Admin' } });

const refund = (
  caller: Parameters<typeof kit.send>[2],
  orderId: string,
  body: unknown = { reason: 'Work not delivered' },
) => kit.send('POST', `/api/Payment/refund/${orderId}`, caller, body);
const ticketRow = async (id: string) =>
  (await kit.database.db.select().from(tickets).where(eq(tickets.id, id)))[0];

describe('POST /api/Payment/refund/{orderId}', () => {
  it('401 without a token', async () => {
    const { ticket } = await kit.payTicket();
    expectError(await refund(null, ticket.id), ...AUTHENTICATION_REQUIRED);
  });

  it('403 for the customer and the consultant', async () => {
    const { ticket } = await kit.payTicket();
    expectError(await refund(kit.customer, ticket.id), ...ADMIN_ONLY);
    expectError(await refund(await kit.ticketConsultant(), ticket.id), ...ADMIN_ONLY);
  });

  it('400 without a reason', async () => {
    const { ticket } = await kit.payTicket();
    expectError(
      await refund(kit.admin, ticket.id, { reason: 'x' }),
      400,
      PAYMENT_MESSAGES.refundReasonRequired,
      {
        path: 'reason',
      },
    );
  });

  it('404 for a ticket that does not exist', async () => {
    expectError(await refund(kit.admin, crypto.randomUUID()), 404, TICKET_MESSAGES.ticketNotFound);
  });

  it('409 for an unpaid ticket', async () => {
    const ticket = await kit.closedTicket();
    expectError(await refund(kit.admin, ticket.id), 409, PAYMENT_MESSAGES.refundNotPaid);
  });

  it('503 when Razorpay is down; the refund can be asked for again', async () => {
    const { ticket } = await kit.payTicket();
    kit.standIn?.failNext('500');
    expectError(await refund(kit.admin, ticket.id), 503, PAYMENT_MESSAGES.providerUnavailable);
    const [row] = await kit.database.db.select().from(payments).where(eq(payments.ticketId, ticket.id));
    expect(row).toMatchObject({ status: 'captured', refundStatus: null });
    expectBody(await refund(kit.admin, ticket.id), 200, refundResultSchema);
  });

  it('refunds at once when Razorpay processes it: back to Closed, history names the admin and the reason', async () => {
    const { ticket } = await kit.payTicket();
    const result = expectBody(await refund(kit.admin, ticket.id), 200, refundResultSchema);
    expect(result).toEqual({
      orderId: ticket.id,
      status: 'Closed',
      paymentStatus: 'Refunded',
      refundStatus: 'processed',
    });
    const history = expectBody(
      await kit.send('GET', `/api/status/history/${ticket.id}`, kit.admin),
      200,
      statusHistoryListSchema,
    );
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'Paid',
      toStatus: 'Closed',
      changedBy: 'Ravi Admin',
      comment: 'Payment refunded: Work not delivered',
    });
    const tab = expectBody(
      await kit.send('GET', `/api/Payment/for-order/${ticket.id}`, kit.customer),
      200,
      ticketPaymentSchema,
    );
    expect(tab).toMatchObject({
      paymentStatus: 'Refunded',
      payable: false,
      refund: { status: 'processed', reason: 'Work not delivered' },
    });
    // A refunded ticket is not paid again, and not refunded twice.
    expectError(await kit.createOrder(kit.customer, ticket.id), 409, PAYMENT_MESSAGES.alreadyPaid);
    expectError(await refund(kit.admin, ticket.id), 409, PAYMENT_MESSAGES.refundNotPaid);
  });

  it('a pending refund waits for refund.processed, which applies it once', async () => {
    const { ticket, paymentId, order } = await kit.payTicket();
    kit.standIn?.setRefundStatus('pending');
    try {
      const result = expectBody(await refund(kit.admin, ticket.id), 200, refundResultSchema);
      expect(result).toMatchObject({ status: 'Paid', paymentStatus: 'Paid', refundStatus: 'pending' });
      expectError(await refund(kit.admin, ticket.id), 409, PAYMENT_MESSAGES.refundInProgress);
    } finally {
      kit.standIn?.setRefundStatus('processed');
    }
    const [row] = await kit.database.db.select().from(payments).where(eq(payments.ticketId, ticket.id));
    const delivery = kit.standIn?.webhook(
      'refund.processed',
      refundPayload({ id: row?.providerRefundId ?? '', paymentId, amount: order.amount }),
    );
    if (!delivery) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(delivery), 200, webhookResultSchema)).toEqual({
      outcome: 'applied',
    });
    const again = kit.standIn?.webhook(
      'refund.processed',
      refundPayload({ id: row?.providerRefundId ?? '', paymentId, amount: order.amount }),
    );
    if (!again) throw new Error('no stand-in');
    expect(expectBody(await kit.sendWebhook(again), 200, webhookResultSchema)).toEqual({
      outcome: 'ignored',
    });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'Closed', paymentStatus: 'Refunded' });
    const history = expectBody(
      await kit.send('GET', `/api/status/history/${ticket.id}`, kit.admin),
      200,
      statusHistoryListSchema,
    );
    expect(history.filter((entry) => entry.fromStatus === 'Paid')).toEqual([
      expect.objectContaining({ changedBy: 'Ravi Admin', comment: 'Payment refunded: Work not delivered' }),
    ]);
  });

  it('two refunds at once make one provider call', async () => {
    const { ticket } = await kit.payTicket();
    const before = kit.standIn?.refundsMade() ?? 0;
    const answers = await Promise.all([refund(kit.admin, ticket.id), refund(kit.admin, ticket.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(kit.standIn?.refundsMade()).toBe(before + 1);
  });
});

describe('what the consultant learns of a payment and its refund', () => {
  it("nothing: the history reads Closed without the entries' comments, the payment tab is 404", async () => {
    const { ticket, paymentId } = await kit.payTicket();
    expectBody(await refund(kit.admin, ticket.id), 200, refundResultSchema);
    const consultant = await kit.ticketConsultant();
    const response = await kit.send('GET', `/api/status/history/${ticket.id}`, consultant);
    const entries = expectBody(response, 200, statusHistoryListSchema);
    expect(entries.map((entry) => entry.toStatus)).not.toContain('Paid');
    expect(response.body).not.toContain(paymentId);
    expect(response.body).not.toContain('Work not delivered');
    expect(response.body).not.toMatch(/Paid|refund/i);
    expectError(
      await kit.send('GET', `/api/Payment/for-order/${ticket.id}`, consultant),
      404,
      TICKET_MESSAGES.ticketNotFound,
    );
  });
});
