// A TEST ARRANGEMENT, not the payment flow: it writes the rows the payments core writes when
// Razorpay captures a ticket's payment (the order settled, the captured payment, the receipt
// numbered from receipt_counters by the core's upsert, the ticket Paid), in one transaction, so
// the read side (receipts, earnings, revenue) can be tested before the core lands. Once
// create-order and verify exist, tests should pay through them (the sandbox) and this goes.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { paymentOrders, payments, receipts, tickets } from '../src/db/schema';
import { payablePaiseSql } from '../src/modules/tickets/payable-amount';

export interface TestPayment {
  receiptNumber: string;
  providerPaymentId: string;
  amountPaise: number;
  paymentId: string;
}

const providerId = (prefix: string) => `${prefix}_test${crypto.randomBytes(7).toString('hex')}`;

/** The ticket paid in full at `capturedAt` (its payable amount), with its receipt; the ticket becomes Paid. */
export async function arrangePaidTicket(
  db: Db,
  ticketId: string,
  capturedAt: Date = new Date(),
): Promise<TestPayment> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ amountPaise: payablePaiseSql.mapWith(Number) })
      .from(tickets)
      .where(eq(tickets.id, ticketId));
    if (!ticket) throw new Error(`arrangePaidTicket: no ticket ${ticketId}`);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        ticketId,
        provider: 'sandbox',
        providerOrderId: providerId('order'),
        amountPaise: ticket.amountPaise,
        status: 'paid',
        createdAt: capturedAt,
        updatedAt: capturedAt,
      })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('arrangePaidTicket: no order');
    const providerPaymentId = providerId('pay');
    const [payment] = await tx
      .insert(payments)
      .values({
        paymentOrderId: order.id,
        ticketId,
        providerPaymentId,
        status: 'captured',
        amountPaise: ticket.amountPaise,
        capturedAt,
        createdAt: capturedAt,
        updatedAt: capturedAt,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('arrangePaidTicket: no payment');
    // The core's numbering: the capture's UTC year, its counter row upserted (and locked) here.
    const year = capturedAt.getUTCFullYear();
    const counted = (await tx.execute(sql`
      insert into receipt_counters (year, last_value) values (${year}, 1)
      on conflict (year) do update set last_value = receipt_counters.last_value + 1
      returning last_value`)) as { rows: Array<{ last_value: number }> };
    const sequence = Number(counted.rows[0]?.last_value);
    const receiptNumber = `BD-${year}-${String(sequence).padStart(6, '0')}`;
    await tx.insert(receipts).values({
      ticketId,
      paymentId: payment.id,
      number: receiptNumber,
      year,
      sequence,
      issuedAt: capturedAt,
    });
    await tx.update(tickets).set({ status: 'Paid', paymentStatus: 'Paid' }).where(eq(tickets.id, ticketId));
    return { receiptNumber, providerPaymentId, amountPaise: ticket.amountPaise, paymentId: payment.id };
  });
}

/** The captured payment given back in full at `refundedAt`, as the core records a processed refund. */
export async function arrangeRefund(db: Db, payment: TestPayment, refundedAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status: 'refunded',
        providerRefundId: providerId('rfnd'),
        refundStatus: 'processed',
        refundReason: 'Refunded for a test',
        refundRequestedAt: refundedAt,
        refundedAt,
        updatedAt: refundedAt,
      })
      .where(eq(payments.id, payment.paymentId))
      .returning({ ticketId: payments.ticketId });
    if (!row) throw new Error('arrangeRefund: no payment');
    await tx.update(tickets).set({ paymentStatus: 'Refunded' }).where(eq(tickets.id, row.ticketId));
  });
}
