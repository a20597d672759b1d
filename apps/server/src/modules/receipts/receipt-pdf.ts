import fs from 'node:fs';
import { createRequire } from 'node:module';
import { formatRupeesFromPaise } from '@basisdesk/shared';
import type { Font } from 'fontkit';

/**
 * The font is DejaVu Sans from the `dejavu-fonts-ttf` package: the 14 standard PDF fonts have no
 * rupee sign (U+20B9), DejaVu has. It is resolved from node_modules when a receipt is drawn, not
 * bundled: the server bundle keeps npm packages external (decision 002), so the same lookup finds
 * it under tsx, vitest and `node apps/server/dist/main.js`.
 */
const require = createRequire(import.meta.url);
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
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

/** Who issues the receipt: the platform's registered name, and its address and GSTIN when configured. */
export interface ReceiptIssuer {
  legalName: string;
  address?: string;
  gstin?: string;
}

/** The issuer from the app's settings: PLATFORM_* when set, the product's name otherwise. */
export function receiptIssuerOf(config: {
  APP_NAME: string;
  PLATFORM_LEGAL_NAME?: string;
  PLATFORM_ADDRESS?: string;
  PLATFORM_GSTIN?: string;
}): ReceiptIssuer {
  return {
    legalName: config.PLATFORM_LEGAL_NAME ?? config.APP_NAME,
    address: config.PLATFORM_ADDRESS,
    gstin: config.PLATFORM_GSTIN,
  };
}

/** What one receipt says, as plain values; the service reads them from the database. */
export interface ReceiptDocument {
  issuer: ReceiptIssuer;
  number: string;
  paidAt: Date;
  /** Set when the payment was given back: the receipt is then marked "Refunded on …". */
  refund: { at: Date | null } | null;
  customerName: string;
  /** Null once the customer has been erased (decision 041): the name alone reads "Deleted user". */
  customerEmail: string | null;
  consultantName: string;
  orderNumber: string;
  description: string;
  /** Hours worked, or the booked time when the ticket was paid on its estimate. */
  hours: { value: number; booked: boolean };
  hourlyRatePaise: number;
  amountPaise: number;
  providerPaymentId: string;
}

/**
 * Receipts are dated in India's time: the customers pay in INR and read Indian dates; the label
 * says so. (The number's year is the capture's UTC year, as receipt_counters keeps it, so a payment
 * in the first 5½ hours of 1 January IST carries the old year's number.)
 */
export const RECEIPT_TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: RECEIPT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: RECEIPT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
export const formatReceiptDate = (at: Date) => dateFormat.format(at);
const formatDateTime = (at: Date) => `${dateFormat.format(at)}, ${timeFormat.format(at)} IST`;

/** A description can be 5,000 characters: the receipt keeps the start, cut at a word, so it stays one page. */
const DESCRIPTION_MAX_CHARS = 600;
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX_CHARS * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const formatHours = (hours: number) => String(Math.round(hours * 100) / 100);

/**
 * Draws the receipt: one A4 page, text only (so it can be read back and searched). pdfkit is
 * loaded with the first receipt: 6 MB of heap that a server drawing none need not hold.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Receipt ${receipt.number}`, Author: receipt.issuer.legalName },
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
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The issuer.
  doc.font(BOLD).fontSize(16).text(receipt.issuer.legalName, left, 50, { width });
  doc.font(REGULAR).fontSize(9).fillColor('#444444');
  if (receipt.issuer.address) doc.text(receipt.issuer.address, { width });
  if (receipt.issuer.gstin) doc.text(`GSTIN: ${receipt.issuer.gstin}`, { width });
  doc.fillColor('#000000').moveDown(1.5);

  doc.font(BOLD).fontSize(14).text('Payment receipt', { width });
  if (receipt.refund) {
    const when = receipt.refund.at ? ` on ${formatReceiptDate(receipt.refund.at)}` : '';
    doc.font(BOLD).fontSize(12).fillColor('#B00020').text(`Refunded${when}`, { width });
    doc.fillColor('#000000');
  }
  doc.moveDown(0.8);

  const field = (label: string, value: string) => {
    const y = doc.y;
    doc.font(BOLD).fontSize(10).text(label, left, y, { width: 140 });
    const labelBottom = doc.y;
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(value, left + 150, y, { width: width - 150 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
  field('Receipt number', receipt.number);
  field('Date', formatDateTime(receipt.paidAt));
  field(
    'Customer',
    receipt.customerEmail === null
      ? receipt.customerName
      : `${receipt.customerName} (${receipt.customerEmail})`,
  );
  field('Consultant', receipt.consultantName);
  field('Ticket', receipt.orderNumber);
  field('Description', shortDescription(receipt.description));
  field('Razorpay payment id', receipt.providerPaymentId);
  doc.moveDown(1);

  // The charge: hours × rate = amount.
  const hoursLabel = receipt.hours.booked ? 'Hours booked' : 'Hours worked';
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.5);
  field(
    hoursLabel,
    `${formatHours(receipt.hours.value)} h × ${formatRupeesFromPaise(receipt.hourlyRatePaise)} per hour`,
  );
  field('Amount paid', formatRupeesFromPaise(receipt.amountPaise));
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(1.5);

  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor('#666666')
    .text(
      'Paid in INR through Razorpay. This receipt was issued electronically and needs no signature.',
      left,
      doc.y,
      {
        width,
      },
    );
  doc.end();
  return done;
}
