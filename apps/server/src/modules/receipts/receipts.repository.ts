import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { payments, receipts, tickets } from '../../db/schema';

/**
 * Everything a receipt prints, read in one query: the receipt with the names it was issued with
 * (decision 041), its payment and the ticket.
 */
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
  customerName: receipts.customerName,
  customerEmail: receipts.customerEmail,
  consultantName: receipts.consultantName,
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
        .where(eq(receipts.ticketId, ticketId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
export type ReceiptRow = NonNullable<Awaited<ReturnType<ReceiptsRepository['findByTicket']>>>;
