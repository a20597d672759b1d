import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbExecutor } from '../../db/client';
import { payments, receipts, tickets, users } from '../../db/schema';

const customerUser = alias(users, 'receipt_customer');
const consultantUser = alias(users, 'receipt_consultant');

/** Everything a receipt prints, read in one query: the receipt, its payment, the ticket and both people. */
const receiptColumns = {
  number: receipts.number,
  issuedAt: receipts.issuedAt,
  providerPaymentId: payments.providerPaymentId,
  paymentStatus: payments.status,
  paidPaise: payments.amountPaise,
  capturedAt: payments.capturedAt,
  refundedAt: payments.refundedAt,
  customerId: tickets.customerId,
  orderNumber: tickets.orderNumber,
  description: tickets.description,
  hoursWorked: tickets.hoursWorked,
  bookedMinutes: tickets.bookedMinutes,
  hourlyRatePaise: tickets.hourlyRatePaise,
  customerName: sql<string>`${customerUser.firstName} || ' ' || ${customerUser.lastName}`,
  customerEmail: customerUser.email,
  consultantName: sql<string>`${consultantUser.firstName} || ' ' || ${consultantUser.lastName}`,
};

export function createReceiptsRepository(db: Db) {
  return {
    /** The ticket's receipt (at most one: receipts_ticket_unique), or null while it is unpaid. */
    async findByTicket(ticketId: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select(receiptColumns)
        .from(receipts)
        .innerJoin(payments, eq(payments.id, receipts.paymentId))
        .innerJoin(tickets, eq(tickets.id, receipts.ticketId))
        .innerJoin(customerUser, eq(customerUser.id, tickets.customerId))
        .innerJoin(consultantUser, eq(consultantUser.id, tickets.consultantId))
        .where(eq(receipts.ticketId, ticketId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
export type ReceiptRow = NonNullable<Awaited<ReturnType<ReceiptsRepository['findByTicket']>>>;
