import {
  formatRupeesFromPaise,
  GST_RATE_PERCENT,
  GST_STATES,
  rupeesInWords,
  SAC_CODE,
} from '@basisdesk/shared';
import { formatReceiptDate } from './receipt-dates';
import type { ReceiptDocument, TaxInvoiceFacts } from './receipt-document';

/** The faces receipt-pdf.ts registers. */
export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

export const SANDBOX_MARK = 'SANDBOX — NOT A TAX DOCUMENT';

/**
 * The sandbox's mark, large and diagonal across the page, light enough to read the page through.
 * Drawn first on every page, so everything written after lies on top of it; the writing position
 * is put back, as the mark is not part of the flow.
 */
export function drawSandboxMark(doc: PDFKit.PDFDocument): void {
  const { x, y } = doc;
  const centre = { x: doc.page.width / 2, y: doc.page.height / 2 };
  doc.save();
  doc.rotate(-45, { origin: [centre.x, centre.y] });
  doc
    .font(BOLD)
    .fontSize(40)
    .fillColor('#B00020')
    .fillOpacity(0.18)
    .text(SANDBOX_MARK, centre.x - 400, centre.y - 20, { width: 800, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillColor('#000000').fillOpacity(1);
  doc.x = x;
  doc.y = y;
}

/** A label and its value on one row; the value wraps in its column. */
export function drawField(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const y = doc.y;
  doc.font(BOLD).fontSize(10).text(label, left, y, { width: 140 });
  const labelBottom = doc.y;
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(10)
    .text(value, left + 150, y, { width: width - 150 });
  doc.y = Math.max(doc.y, labelBottom) + 4;
}

export function drawRule(doc: PDFKit.PDFDocument): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.5);
}

const placeOfSupplyText = (code: string) => `${code} – ${GST_STATES[code] ?? 'Unknown state'}`;

/** Who the invoice is to: the company when the customer gave one, its address and GSTIN, and the person. */
export function drawRecipient(
  doc: PDFKit.PDFDocument,
  receipt: ReceiptDocument,
  invoice: TaxInvoiceFacts,
): void {
  const person =
    receipt.customerEmail === null
      ? receipt.customerName
      : `${receipt.customerName} (${receipt.customerEmail})`;
  const { company, address, gstin } = invoice.recipient;
  drawField(doc, 'Billed to', [company ?? person, address].filter(Boolean).join('\n'));
  if (gstin) drawField(doc, 'Recipient GSTIN', gstin);
  if (company) drawField(doc, 'Contact', person);
  drawField(doc, 'Place of supply', placeOfSupplyText(invoice.placeOfSupply));
}

/**
 * The tax in the amount: the taxable value, then CGST and SGST at half the rate each or IGST at
 * the whole, and the total, which is the amount paid (the prices include GST, decision 049).
 */
export function drawGstLines(
  doc: PDFKit.PDFDocument,
  invoice: TaxInvoiceFacts,
  totalLabel: string,
  amountPaise: number,
): void {
  const { split } = invoice;
  drawField(doc, 'Service', `SAP BASIS consulting, SAC ${SAC_CODE}`);
  drawField(doc, 'Taxable value', formatRupeesFromPaise(split.taxablePaise));
  if (split.kind === 'intra-state') {
    drawField(doc, `CGST @ ${GST_RATE_PERCENT / 2}%`, formatRupeesFromPaise(split.cgstPaise));
    drawField(doc, `SGST @ ${GST_RATE_PERCENT / 2}%`, formatRupeesFromPaise(split.sgstPaise));
  } else {
    drawField(doc, `IGST @ ${GST_RATE_PERCENT}%`, formatRupeesFromPaise(split.igstPaise));
  }
  drawField(doc, totalLabel, formatRupeesFromPaise(amountPaise), true);
}

export function drawAmountInWords(doc: PDFKit.PDFDocument, amountPaise: number): void {
  drawField(doc, 'Amount in words', rupeesInWords(amountPaise));
}

/** The credit note's reference to what it reverses: the tax invoice with its date, else the receipt. */
export function creditNoteReference(receipt: ReceiptDocument): string {
  const dated = `dated ${formatReceiptDate(receipt.paidAt, receipt.timeZone)}`;
  return receipt.taxInvoice
    ? `Tax invoice ${receipt.taxInvoice.number} ${dated} (receipt ${receipt.number})`
    : `Receipt ${receipt.number} ${dated}`;
}
