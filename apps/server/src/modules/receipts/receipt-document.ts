import type { GstSplit } from '@basisdesk/shared';

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

/** What a tax invoice was issued with (decision 049): the parties and the tax, as written at the capture. */
export interface TaxInvoiceFacts {
  number: string;
  supplier: { legalName: string; address: string | null; gstin: string };
  recipient: { company: string | null; address: string | null; gstin: string | null };
  /** A GST state code ('29'). */
  placeOfSupply: string;
  split: GstSplit;
}

/** What one receipt or credit note says, as plain values; the service reads them from the database. */
export interface ReceiptDocument {
  /** A receipt (a tax invoice when `taxInvoice` is set), or the credit note of its refund. */
  kind: 'receipt' | 'credit-note';
  /** The platform as configured now: the header of a document that is not a tax invoice. */
  issuer: ReceiptIssuer;
  number: string;
  paidAt: Date;
  /** Set when the payment was given back: the receipt is then marked "Refunded on …". */
  refund: { at: Date | null } | null;
  /** The credit note of the refund; set for kind 'credit-note'. */
  creditNote: { number: string; issuedAt: Date } | null;
  /** A sandbox payment: no money moved, so the document says so across every page and is never a tax document. */
  sandbox: boolean;
  /** The customer's zone: every date is written in it, with its label. */
  timeZone: string;
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
  taxInvoice: TaxInvoiceFacts | null;
}

/** A description can be 5,000 characters: the receipt keeps the start, cut at a word, so it stays one page. */
const DESCRIPTION_MAX_CHARS = 600;
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX_CHARS * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
