import fs from 'node:fs';
import { createRequire } from 'node:module';
import { formatRupeesFromPaise } from '@basisdesk/shared';
import type { Font } from 'fontkit';
import { formatReceiptDate, formatReceiptDateTime } from './receipt-dates';
import { type ReceiptDocument, shortDescription } from './receipt-document';
import {
  BOLD,
  creditNoteReference,
  drawAmountInWords,
  drawField,
  drawGstLines,
  drawRecipient,
  drawRule,
  drawSandboxMark,
  REGULAR,
} from './receipt-sections';

/**
 * The font is DejaVu Sans from the `dejavu-fonts-ttf` package: the 14 standard PDF fonts have no
 * rupee sign (U+20B9), DejaVu has. It is resolved from node_modules when a receipt is drawn, not
 * bundled: the server bundle keeps npm packages external (decision 002), so the same lookup finds
 * it under tsx, vitest and `node apps/server/dist/main.js`.
 */
const require = createRequire(import.meta.url);
type Faces = Record<typeof REGULAR | typeof BOLD, Font>;
let faces: Promise<Faces> | undefined;
/**
 * Read and parsed on the first receipt and kept for every later one (about 1 MB): a server that
 * never draws one never reads them. pdfkit given the font's bytes parses them again for each
 * document, its layout tables and glyphs with it: three quarters of a receipt's CPU (41 ms of
 * 55). Given the parsed font, a receipt reuses what the ones before it decoded. The paths are
 * literal so that knip (and a reader) sees the dependency.
 */
const loadFaces = () => {
  faces ??= import('fontkit').then(({ create }) => {
    const parse = (file: string) => create(fs.readFileSync(file)) as Font;
    return {
      [REGULAR]: parse(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      [BOLD]: parse(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  });
  return faces;
};

/** pdfkit takes a parsed fontkit font as a source (it lays text out with it), though its types name bytes only. */
const asFontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

const formatHours = (hours: number) => String(Math.round(hours * 100) / 100);

/** The document's title: a tax invoice only for a real payment issued as one; a sandbox payment never is. */
function titleOf(receipt: ReceiptDocument): string {
  const isTax = receipt.taxInvoice !== null && !receipt.sandbox;
  if (receipt.kind === 'credit-note') return isTax ? 'Credit Note' : 'Credit note';
  return isTax ? 'Tax Invoice' : 'Payment receipt';
}

/** The header: the supplier as the tax invoice was issued, else the platform as configured (no GSTIN in the sandbox). */
function drawIssuer(doc: PDFKit.PDFDocument, receipt: ReceiptDocument, width: number): void {
  const supplier = receipt.taxInvoice?.supplier;
  const name = supplier?.legalName ?? receipt.issuer.legalName;
  const address = supplier ? supplier.address : receipt.issuer.address;
  const gstin = supplier?.gstin ?? (receipt.sandbox ? undefined : receipt.issuer.gstin);
  doc.font(BOLD).fontSize(16).text(name, doc.page.margins.left, 50, { width });
  doc.font(REGULAR).fontSize(9).fillColor('#444444');
  if (address) doc.text(address, { width });
  if (gstin) doc.text(`GSTIN: ${gstin}`, { width });
  doc.fillColor('#000000').moveDown(1.5);
}

/** The numbers and dates at the top: the credit note's own, then what it reverses; an invoice's, then the receipt's. */
function drawReferences(doc: PDFKit.PDFDocument, receipt: ReceiptDocument): void {
  const zone = receipt.timeZone;
  if (receipt.kind === 'credit-note' && receipt.creditNote) {
    drawField(doc, 'Credit note number', receipt.creditNote.number);
    drawField(doc, 'Date', formatReceiptDateTime(receipt.creditNote.issuedAt, zone));
    drawField(doc, 'Against', creditNoteReference(receipt));
    return;
  }
  if (receipt.taxInvoice && !receipt.sandbox) drawField(doc, 'Invoice number', receipt.taxInvoice.number);
  drawField(doc, 'Receipt number', receipt.number);
  drawField(doc, 'Date', formatReceiptDateTime(receipt.paidAt, zone));
}

/**
 * Draws a receipt, a tax invoice or a credit note: A4, text only (so it can be read back and
 * searched). pdfkit is loaded with the first document: 6 MB of heap that a server drawing none
 * need not hold.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = titleOf(receipt);
  const number =
    receipt.kind === 'credit-note' ? (receipt.creditNote?.number ?? receipt.number) : receipt.number;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${title} ${number}`, Author: receipt.issuer.legalName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = await loadFaces();
  doc.registerFont(REGULAR, asFontSource(fonts[REGULAR]));
  doc.registerFont(BOLD, asFontSource(fonts[BOLD]));
  if (receipt.sandbox) {
    drawSandboxMark(doc);
    doc.on('pageAdded', () => drawSandboxMark(doc));
  }
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const invoice = receipt.sandbox ? null : receipt.taxInvoice;

  drawIssuer(doc, receipt, width);
  doc.font(BOLD).fontSize(14).text(title, { width });
  if (receipt.sandbox) {
    doc.font(REGULAR).fontSize(10).fillColor('#B00020').text('Sandbox payment: no money moved.', { width });
  }
  if (receipt.refund && receipt.kind === 'receipt') {
    const when = receipt.refund.at ? ` on ${formatReceiptDate(receipt.refund.at, receipt.timeZone)}` : '';
    doc.font(BOLD).fontSize(12).fillColor('#B00020').text(`Refunded${when}`, { width });
  }
  doc.fillColor('#000000').moveDown(0.8);

  drawReferences(doc, receipt);
  if (invoice) drawRecipient(doc, receipt, invoice);
  else {
    drawField(
      doc,
      'Customer',
      receipt.customerEmail === null
        ? receipt.customerName
        : `${receipt.customerName} (${receipt.customerEmail})`,
    );
  }
  drawField(doc, 'Consultant', receipt.consultantName);
  drawField(doc, 'Ticket', receipt.orderNumber);
  drawField(doc, 'Description', shortDescription(receipt.description));
  drawField(doc, 'Razorpay payment id', receipt.providerPaymentId);
  doc.moveDown(1);

  // The charge: hours × rate = amount, and for a tax invoice the tax in it.
  drawRule(doc);
  drawField(
    doc,
    receipt.hours.booked ? 'Hours booked' : 'Hours worked',
    `${formatHours(receipt.hours.value)} h × ${formatRupeesFromPaise(receipt.hourlyRatePaise)} per hour`,
  );
  const totalLabel = receipt.kind === 'credit-note' ? 'Amount refunded' : 'Amount paid';
  if (invoice) drawGstLines(doc, invoice, totalLabel, receipt.amountPaise);
  else drawField(doc, totalLabel, formatRupeesFromPaise(receipt.amountPaise));
  drawAmountInWords(doc, receipt.amountPaise);
  drawRule(doc);
  doc.moveDown(1);

  const note = invoice
    ? 'Prices include GST. Reverse charge: No. Paid in INR through Razorpay. Issued electronically; needs no signature.'
    : 'Paid in INR through Razorpay. This document was issued electronically and needs no signature.';
  doc.font(REGULAR).fontSize(8).fillColor('#666666').text(note, left, doc.y, { width });
  doc.end();
  return done;
}
