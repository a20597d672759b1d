import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { receipts } from './payments';
import { users } from './users';

/**
 * What a customer's tax invoices name them by (decision 049), one row per customer, written in
 * Settings. Empty fields are null. Deleted with the account's erasure; an issued invoice keeps its
 * own copy.
 */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  address: text('address'),
  gstin: text('gstin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A receipt that is a GST tax invoice: a real payment captured while the platform had a GSTIN.
 * Everything it prints is written when it is issued, so a later change of the platform's settings
 * or the customer's billing details leaves it as it was. Its number is INV/26-27/nnnnnn in a
 * series of its own per financial year (April to March, in India), gapless like the receipts'.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    receiptId: uuid('receipt_id')
      .primaryKey()
      .references(() => receipts.id),
    number: text('number').notNull().unique('tax_invoices_number_unique'),
    /** The financial year's first calendar year: 2026 for 2026-27. */
    financialYear: smallint('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    supplierLegalName: text('supplier_legal_name').notNull(),
    supplierAddress: text('supplier_address'),
    supplierGstin: text('supplier_gstin').notNull(),
    recipientCompany: text('recipient_company'),
    recipientAddress: text('recipient_address'),
    recipientGstin: text('recipient_gstin'),
    /** The GST state code of the place of supply ('29'). */
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    // Six digits a year: the millionth invoice is refused, never numbered over an earlier one.
    check('tax_invoices_sequence_fits', sql`${table.sequence} BETWEEN 1 AND 999999`),
    // Either CGST and SGST (the same state) or IGST (another), never both.
    check(
      'tax_invoices_one_kind_of_tax',
      sql`(${table.igstPaise} = 0) OR (${table.cgstPaise} = 0 AND ${table.sgstPaise} = 0)`,
    ),
  ],
);

/**
 * The credit note of a refunded payment, one per receipt: it gives back the whole amount, with
 * the tax invoice's split when the receipt is one. Numbered CN/26-27/nnnnnn per financial year.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id)
      .unique('credit_notes_receipt_unique'),
    number: text('number').notNull().unique('credit_notes_number_unique'),
    financialYear: smallint('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('credit_notes_sequence_fits', sql`${table.sequence} BETWEEN 1 AND 999999`)],
);

/**
 * The last number handed out per series ('invoice', 'credit-note') and financial year, taken by
 * an upsert in the issuing transaction: the row stays locked until commit, so numbers are unique
 * and a rolled-back issue gives its number back.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: smallint('financial_year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);
