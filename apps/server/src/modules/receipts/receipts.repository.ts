import { eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor, Tx } from '../../db/client';
import {
  creditNotes,
  paymentOrders,
  payments,
  receipts,
  taxDocumentCounters,
  taxInvoices,
  tickets,
  users,
} from '../../db/schema';

/**
 * Everything a receipt prints, read in one query: the receipt with the names it was issued with
 * (decision 041), its payment and the ticket, the tax invoice it is and its credit note when there
 * are ones, and the customer's time zone its dates are written in.
 */
const receiptColumns = {
  id: receipts.id,
  number: receipts.number,
  issuedAt: receipts.issuedAt,
  provider: paymentOrders.provider,
  providerPaymentId: payments.providerPaymentId,
  paymentStatus: payments.status,
  paidPaise: payments.amountPaise,
  capturedAt: payments.capturedAt,
  refundedAt: payments.refundedAt,
  customerId: tickets.customerId,
  customerTimeZone: users.timeZone,
  orderNumber: tickets.orderNumber,
  description: tickets.description,
  hoursWorked: tickets.hoursWorked,
  bookedMinutes: tickets.bookedMinutes,
  hourlyRatePaise: tickets.hourlyRatePaise,
  customerName: receipts.customerName,
  customerEmail: receipts.customerEmail,
  consultantName: receipts.consultantName,
  invoice: {
    number: taxInvoices.number,
    supplierLegalName: taxInvoices.supplierLegalName,
    supplierAddress: taxInvoices.supplierAddress,
    supplierGstin: taxInvoices.supplierGstin,
    recipientCompany: taxInvoices.recipientCompany,
    recipientAddress: taxInvoices.recipientAddress,
    recipientGstin: taxInvoices.recipientGstin,
    placeOfSupply: taxInvoices.placeOfSupply,
    taxablePaise: taxInvoices.taxablePaise,
    cgstPaise: taxInvoices.cgstPaise,
    sgstPaise: taxInvoices.sgstPaise,
    igstPaise: taxInvoices.igstPaise,
  },
  creditNote: { number: creditNotes.number, issuedAt: creditNotes.issuedAt },
};

export type TaxDocumentSeries = 'invoice' | 'credit-note';

export type NewTaxInvoice = Omit<typeof taxInvoices.$inferInsert, 'number' | 'sequence'>;

export function createReceiptsRepository(db: Db) {
  /**
   * The next number of a series in a financial year: the upsert locks the counter row until the
   * transaction ends, so concurrent issues take turns, numbers are unique, and a rolled-back
   * issue gives its number back (no gaps).
   */
  async function takeNumber(series: TaxDocumentSeries, financialYear: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .insert(taxDocumentCounters)
      .values({ series, financialYear, lastValue: 1 })
      .onConflictDoUpdate({
        target: [taxDocumentCounters.series, taxDocumentCounters.financialYear],
        set: { lastValue: sql`${taxDocumentCounters.lastValue} + 1` },
      })
      .returning({ value: taxDocumentCounters.lastValue });
    if (!row) throw new Error('tax document numbering returned no row');
    return row.value;
  }

  return {
    /** The ticket's receipt (at most one: receipts_ticket_unique), or null while it is unpaid. */
    async findByTicket(ticketId: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select(receiptColumns)
        .from(receipts)
        .innerJoin(payments, eq(payments.id, receipts.paymentId))
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.paymentOrderId))
        .innerJoin(tickets, eq(tickets.id, receipts.ticketId))
        .innerJoin(users, eq(users.id, tickets.customerId))
        .leftJoin(taxInvoices, eq(taxInvoices.receiptId, receipts.id))
        .leftJoin(creditNotes, eq(creditNotes.receiptId, receipts.id))
        .where(eq(receipts.ticketId, ticketId))
        .limit(1);
      return row ?? null;
    },

    /** A payment's receipt and what its documents are issued from, in the capturing or refunding transaction. */
    async findForIssue(paymentId: string, tx: Tx) {
      const [row] = await tx
        .select({
          receiptId: receipts.id,
          customerId: tickets.customerId,
          provider: paymentOrders.provider,
          amountPaise: payments.amountPaise,
        })
        .from(receipts)
        .innerJoin(payments, eq(payments.id, receipts.paymentId))
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.paymentOrderId))
        .innerJoin(tickets, eq(tickets.id, receipts.ticketId))
        .where(eq(receipts.paymentId, paymentId))
        .limit(1);
      return row ?? null;
    },

    /** Numbers the invoice INV/26-27/000001 in its financial year's series and writes it. */
    async insertTaxInvoice(values: NewTaxInvoice, yearLabel: string, tx: Tx): Promise<string> {
      const sequence = await takeNumber('invoice', values.financialYear, tx);
      const number = `INV/${yearLabel}/${String(sequence).padStart(6, '0')}`;
      await tx.insert(taxInvoices).values({ ...values, number, sequence });
      return number;
    },

    /** Numbers the credit note CN/26-27/000001 in its series; null when the receipt has one already. */
    async insertCreditNote(
      values: { receiptId: string; financialYear: number; issuedAt: Date },
      yearLabel: string,
      tx: Tx,
    ): Promise<string | null> {
      const [existing] = await tx
        .select({ number: creditNotes.number })
        .from(creditNotes)
        .where(eq(creditNotes.receiptId, values.receiptId));
      if (existing) return null;
      const sequence = await takeNumber('credit-note', values.financialYear, tx);
      const number = `CN/${yearLabel}/${String(sequence).padStart(6, '0')}`;
      await tx.insert(creditNotes).values({ ...values, number, sequence });
      return number;
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
export type ReceiptRow = NonNullable<Awaited<ReturnType<ReceiptsRepository['findByTicket']>>>;
