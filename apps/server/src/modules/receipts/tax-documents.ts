import {
  financialYearLabel,
  financialYearOf,
  gstinStateCode,
  placeOfSupplyOf,
  splitGst,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { BillingDetailsService } from '../billing-details/billing-details.service';
import type { PaymentEvents } from '../payments/payment.events';
import type { ReceiptIssuer } from './receipt-document';
import type { ReceiptsRepository } from './receipts.repository';

interface TaxDocumentsDeps {
  repo: ReceiptsRepository;
  billingDetails: Pick<BillingDetailsService, 'findRecipient'>;
  issuer: ReceiptIssuer;
}

/**
 * The tax documents a payment's news issues (decision 049), as listeners of the payments module's
 * events, in the transaction that applied the news: a capture's receipt becomes a tax invoice, a
 * refund gets its credit note. A rolled-back capture or refund takes its number back with it.
 */
function createTaxDocuments({ repo, billingDetails, issuer }: TaxDocumentsDeps) {
  return {
    /**
     * A real payment captured while the platform has a GSTIN: the receipt is a tax invoice, with
     * the parties and the tax as they stand now. A sandbox payment moved no money: never one.
     */
    async onPaymentCaptured(data: PaymentEvents['payment.captured'], tx: Tx): Promise<void> {
      const supplierGstin = issuer.gstin;
      if (!supplierGstin) return;
      const receipt = await repo.findForIssue(data.paymentId, tx);
      if (!receipt || receipt.provider === 'sandbox') return;
      const recipient = await billingDetails.findRecipient(receipt.customerId, tx);
      const placeOfSupply = placeOfSupplyOf(supplierGstin, recipient?.gstin ?? null);
      const split = splitGst(receipt.amountPaise, gstinStateCode(supplierGstin), placeOfSupply);
      const financialYear = financialYearOf(data.capturedAt);
      await repo.insertTaxInvoice(
        {
          receiptId: receipt.receiptId,
          financialYear,
          supplierLegalName: issuer.legalName,
          supplierAddress: issuer.address ?? null,
          supplierGstin,
          recipientCompany: recipient?.companyName ?? null,
          recipientAddress: recipient?.address ?? null,
          recipientGstin: recipient?.gstin ?? null,
          placeOfSupply,
          taxablePaise: split.taxablePaise,
          cgstPaise: split.kind === 'intra-state' ? split.cgstPaise : 0,
          sgstPaise: split.kind === 'intra-state' ? split.sgstPaise : 0,
          igstPaise: split.kind === 'inter-state' ? split.igstPaise : 0,
        },
        financialYearLabel(financialYear),
        tx,
      );
    },

    /** Every refunded payment gets a credit note for the whole amount, sandbox ones too (marked as such). */
    async onPaymentRefunded(data: PaymentEvents['payment.refunded'], tx: Tx): Promise<void> {
      const receipt = await repo.findForIssue(data.paymentId, tx);
      if (!receipt) return;
      const financialYear = financialYearOf(data.refundedAt);
      await repo.insertCreditNote(
        { receiptId: receipt.receiptId, financialYear, issuedAt: data.refundedAt },
        financialYearLabel(financialYear),
        tx,
      );
    },
  };
}

/** A capture's receipt becomes a tax invoice and a refund gets its credit note, each in the payment's transaction. */
export function registerTaxDocuments(
  events: Pick<DomainEvents<PaymentEvents>, 'on'>,
  deps: TaxDocumentsDeps,
): void {
  const taxDocuments = createTaxDocuments(deps);
  events.on('payment.captured', taxDocuments.onPaymentCaptured);
  events.on('payment.refunded', taxDocuments.onPaymentRefunded);
}
