import { isAdmin, PAYMENT_MESSAGES, TICKET_MESSAGES } from '@basisdesk/shared';
import { AppError } from '../../lib/errors';
import type { TicketsService } from '../tickets/tickets.service';
import type { Principal } from '../users/principal';
import { receiptTimeZone } from './receipt-dates';
import type { ReceiptDocument, ReceiptIssuer, TaxInvoiceFacts } from './receipt-document';
import { renderReceiptPdf } from './receipt-pdf';
import type { ReceiptRow, ReceiptsRepository } from './receipts.repository';

type Viewer = Pick<Principal, 'id' | 'role'>;

export interface ReceiptFile {
  filename: string;
  pdf: Buffer;
}

const MINUTES_PER_HOUR = 60;

/** The invoice's facts as issued; null for a receipt that is not a tax invoice. */
function taxInvoiceOf(invoice: ReceiptRow['invoice']): TaxInvoiceFacts | null {
  if (!invoice) return null;
  const { cgstPaise, sgstPaise, igstPaise, taxablePaise } = invoice;
  return {
    number: invoice.number,
    supplier: {
      legalName: invoice.supplierLegalName,
      address: invoice.supplierAddress,
      gstin: invoice.supplierGstin,
    },
    recipient: {
      company: invoice.recipientCompany,
      address: invoice.recipientAddress,
      gstin: invoice.recipientGstin,
    },
    placeOfSupply: invoice.placeOfSupply,
    split:
      igstPaise > 0
        ? { kind: 'inter-state', taxablePaise, igstPaise }
        : { kind: 'intra-state', taxablePaise, cgstPaise, sgstPaise },
  };
}

/** A file name without the slashes of a GST number: CN/26-27/000001 → CN-26-27-000001. */
const fileSafe = (number: string) => number.replaceAll('/', '-');

/** Paid receipts (tax invoices when issued as ones) and refunds' credit notes as PDFs, for the ticket's customer and admins. */
export function createReceiptsService({
  repo,
  tickets,
  issuer,
}: {
  repo: ReceiptsRepository;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
  issuer: ReceiptIssuer;
}) {
  const documentOf = (row: ReceiptRow, kind: ReceiptDocument['kind']): ReceiptDocument => ({
    kind,
    issuer,
    number: row.number,
    // capturedAt is set for every captured or refunded payment (a check constraint); issuedAt is the same transaction.
    paidAt: row.capturedAt ?? row.issuedAt,
    refund: row.paymentStatus === 'refunded' ? { at: row.refundedAt } : null,
    creditNote: row.creditNote,
    sandbox: row.provider === 'sandbox',
    timeZone: receiptTimeZone(row.customerTimeZone),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    consultantName: row.consultantName,
    orderNumber: row.orderNumber,
    description: row.description,
    hours:
      row.hoursWorked === null
        ? { value: row.bookedMinutes / MINUTES_PER_HOUR, booked: true }
        : { value: Number(row.hoursWorked), booked: false },
    hourlyRatePaise: row.hourlyRatePaise,
    amountPaise: row.paidPaise,
    providerPaymentId: row.providerPaymentId,
    taxInvoice: taxInvoiceOf(row.invoice),
  });

  /**
   * The ticket's receipt row for a viewer. Consultants never see payment data (spec §6), so for
   * them, as for another customer's ticket or an unknown one, the ticket does not exist: 404,
   * nothing leaked. The ticket's own customer or an admin asking before there is a document gets
   * a 409 saying why. The receipt's own row names the ticket's customer, so a receipt that exists
   * is shown without asking the tickets module; only a missing one asks whether the ticket is the
   * viewer's to see (404) or unpaid (409).
   */
  async function visibleRow(viewer: Viewer, orderId: string): Promise<ReceiptRow> {
    const notFound = () => new AppError('NOT_FOUND', TICKET_MESSAGES.ticketNotFound);
    if (viewer.role === 'Consultant') throw notFound();
    const row = await repo.findByTicket(orderId);
    if (row) {
      if (!isAdmin(viewer.role) && row.customerId !== viewer.id) throw notFound();
      return row;
    }
    await tickets.getPaymentFacts(viewer, orderId);
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.receiptNotIssued);
  }

  return {
    /** GET Payment/receipt/{orderId}: a refunded payment keeps its receipt, marked as refunded. */
    async getReceipt(viewer: Viewer, orderId: string): Promise<ReceiptFile> {
      const row = await visibleRow(viewer, orderId);
      return {
        filename: `receipt-${row.number}.pdf`,
        pdf: await renderReceiptPdf(documentOf(row, 'receipt')),
      };
    },

    /** GET Payment/credit-note/{orderId}: 409 until the payment is refunded. */
    async getCreditNote(viewer: Viewer, orderId: string): Promise<ReceiptFile> {
      const row = await visibleRow(viewer, orderId);
      if (!row.creditNote) throw new AppError('CONFLICT', PAYMENT_MESSAGES.creditNoteNotIssued);
      return {
        filename: `credit-note-${fileSafe(row.creditNote.number)}.pdf`,
        pdf: await renderReceiptPdf(documentOf(row, 'credit-note')),
      };
    },

    /** The ticket's receipt for the payment mail (no viewer: the delivery attaches it), or null while unpaid. */
    async getReceiptPdf(ticketId: string): Promise<{ filename: string; content: Buffer } | null> {
      const row = await repo.findByTicket(ticketId);
      return row
        ? {
            filename: `receipt-${row.number}.pdf`,
            content: await renderReceiptPdf(documentOf(row, 'receipt')),
          }
        : null;
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
