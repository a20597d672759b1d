import { isAdmin, PAYMENT_MESSAGES, TICKET_MESSAGES } from '@basisdesk/shared';
import { AppError } from '../../lib/errors';
import type { TicketsService } from '../tickets/tickets.service';
import type { Principal } from '../users/principal';
import { type ReceiptIssuer, renderReceiptPdf } from './receipt-pdf';
import type { ReceiptRow, ReceiptsRepository } from './receipts.repository';

type Viewer = Pick<Principal, 'id' | 'role'>;

export interface ReceiptFile {
  filename: string;
  pdf: Buffer;
}

const MINUTES_PER_HOUR = 60;

/** Paid receipts as PDFs, for the ticket's customer and admins. */
export function createReceiptsService({
  repo,
  tickets,
  issuer,
}: {
  repo: ReceiptsRepository;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
  issuer: ReceiptIssuer;
}) {
  const render = (row: ReceiptRow) =>
    renderReceiptPdf({
      issuer,
      number: row.number,
      // capturedAt is set for every captured or refunded payment (a check constraint); issuedAt is the same transaction.
      paidAt: row.capturedAt ?? row.issuedAt,
      refund: row.paymentStatus === 'refunded' ? { at: row.refundedAt } : null,
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
    });

  return {
    /**
     * GET Payment/receipt/{orderId}. Consultants never see payment data (spec §6), so for them, as
     * for another customer's ticket or an unknown one, the ticket does not exist: 404, nothing
     * leaked. The ticket's own customer or an admin asking before it is paid gets a 409: the ticket
     * is theirs to see, and the answer says why there is nothing yet rather than that it is unknown.
     * A refunded payment keeps its receipt, marked as refunded. The receipt's own row names the
     * ticket's customer, so a receipt that exists is shown without asking the tickets module;
     * only a missing one asks whether the ticket is the viewer's to see (404) or unpaid (409).
     */
    async getReceipt(viewer: Viewer, orderId: string): Promise<ReceiptFile> {
      const notFound = () => new AppError('NOT_FOUND', TICKET_MESSAGES.ticketNotFound);
      if (viewer.role === 'Consultant') throw notFound();
      const row = await repo.findByTicket(orderId);
      if (row) {
        if (!isAdmin(viewer.role) && row.customerId !== viewer.id) throw notFound();
        return { filename: `receipt-${row.number}.pdf`, pdf: await render(row) };
      }
      await tickets.getPaymentFacts(viewer, orderId);
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.receiptNotIssued);
    },

    /** The ticket's receipt for the payment mail (no viewer: the delivery attaches it), or null while unpaid. */
    async getReceiptPdf(ticketId: string): Promise<{ filename: string; content: Buffer } | null> {
      const row = await repo.findByTicket(ticketId);
      return row ? { filename: `receipt-${row.number}.pdf`, content: await render(row) } : null;
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
