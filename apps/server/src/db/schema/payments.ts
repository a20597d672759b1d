import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tickets } from './tickets';
import { users } from './users';

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/**
 * creating: claimed by the node that is asking the provider for an order (no provider id yet);
 * open: the provider's order, to be paid (again after a failed attempt: Razorpay takes retries on
 * one order); paid: a captured payment settled it; superseded: the ticket's amount changed, a new
 * order replaces it.
 */
export const PAYMENT_ORDER_STATUSES = ['creating', 'open', 'paid', 'superseded'] as const;
export const paymentOrderStatus = pgEnum('payment_order_status', PAYMENT_ORDER_STATUSES);

/** captured: money taken; failed: an attempt that took nothing; refunded: given back in full. */
export const PAYMENT_STATES = ['captured', 'failed', 'refunded'] as const;
export const paymentState = pgEnum('payment_state', PAYMENT_STATES);

export const REFUND_STATES = ['pending', 'processed'] as const;
export const refundState = pgEnum('refund_state', REFUND_STATES);

/**
 * An order at the payment provider for one ticket, with the amount the server computed. At most
 * one live (creating or open) and one paid order per ticket: two create-order calls at once make
 * one provider order, and a ticket is never settled twice.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    provider: paymentProvider('provider').notNull(),
    /** The provider's order id (order_…); null only while `creating`. */
    providerOrderId: text('provider_order_id').unique('payment_orders_provider_order_id_unique'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentOrderStatus('status').notNull().default('creating'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_orders_amount_positive', sql`${table.amountPaise} > 0`),
    check('payment_orders_currency_inr', sql`${table.currency} = 'INR'`),
    check(
      'payment_orders_provider_id_once_created',
      sql`${table.status} = 'creating' OR ${table.providerOrderId} IS NOT NULL`,
    ),
    uniqueIndex('payment_orders_one_live_per_ticket')
      .on(table.ticketId)
      .where(sql`${table.status} IN ('creating', 'open')`),
    uniqueIndex('payment_orders_one_paid_per_ticket').on(table.ticketId).where(sql`${table.status} = 'paid'`),
    index('payment_orders_ticket_idx').on(table.ticketId, table.createdAt.desc()),
  ],
);

/**
 * A payment attempt the provider told us of (verification, webhook or reconciliation), once per
 * provider payment id. A refund is the captured payment's: the app refunds in full only.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    providerPaymentId: text('provider_payment_id').notNull().unique('payments_provider_payment_id_unique'),
    status: paymentState('status').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    failureReason: text('failure_reason'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id').unique('payments_provider_refund_id_unique'),
    refundStatus: refundState('refund_status'),
    refundReason: text('refund_reason'),
    refundRequestedByUserId: uuid('refund_requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'payments_captured_at_when_captured',
      sql`${table.status} = 'failed' OR ${table.capturedAt} IS NOT NULL`,
    ),
    check(
      'payments_refund_complete',
      sql`(${table.refundStatus} IS NULL) = (${table.refundRequestedAt} IS NULL) AND (${table.refundStatus} IS NULL OR ${table.refundReason} IS NOT NULL)`,
    ),
    // One captured payment settles a ticket: a second capture for it is refused by the database.
    uniqueIndex('payments_one_capture_per_ticket')
      .on(table.ticketId)
      .where(sql`${table.status} IN ('captured', 'refunded')`),
    index('payments_ticket_idx').on(table.ticketId),
    index('payments_order_idx').on(table.paymentOrderId),
  ],
);

/**
 * Every provider event we acted on or refused, by the provider's event id (x-razorpay-event-id):
 * the insert is the idempotency check, in the transaction that applies the event.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    eventType: text('event_type').notNull(),
    providerPaymentId: text('provider_payment_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payment_events_outcome', sql`${table.outcome} IN ('applied', 'ignored', 'refused')`)],
);

/** A paid ticket's receipt: its number comes from `receipt_counters` in the capturing transaction. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id)
      .unique('receipts_ticket_unique'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id)
      .unique('receipts_payment_unique'),
    /** BD-yyyy-nnnnnn */
    number: text('number').notNull().unique('receipts_number_unique'),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The names the receipt was issued with, written with it (decision 041): an issued receipt
     * reads the same after a rename or an erasure. An erased customer's become "Deleted user" and
     * their address goes; the consultant's name stays, it is the customer's record of who worked.
     */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    consultantName: text('consultant_name').notNull(),
  },
  (table) => [check('receipts_sequence_positive', sql`${table.sequence} > 0`)],
);

/**
 * One row per year (UTC): the last receipt number handed out. Taken by an upsert inside the
 * transaction that captures the payment, so a rolled-back capture gives its number back: gapless.
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: smallint('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});
