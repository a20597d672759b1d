import {
  PAYMENT_STATUSES,
  PRIORITIES,
  TICKET_HISTORY_EVENTS,
  type TicketHistoryEvent,
  type TicketStatus,
} from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { supportCategories, supportSubOptions, supportTypes } from './taxonomy';
import { users } from './users';

/** PostgreSQL's full-text document type; Drizzle has no column type of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ticketPriority = pgEnum('ticket_priority', PRIORITIES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * The statuses a ticket can have, with how they read and their badge colour. The rows are the
 * spec's status options (GET status/options) and are written by the migration; tickets and the
 * history refer to them, so an unknown status cannot be stored.
 */
export const ticketStatuses = pgTable('ticket_statuses', {
  code: text('code').$type<TicketStatus>().primaryKey(),
  name: text('name').notNull(),
  colorCode: text('color_code').notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/**
 * A support request. Its number is taken from `ticket_number_counters` in the transaction that
 * creates it, together with the slots it books (`availability_slots.ticket_id`). The hourly rate
 * is captured at booking: a later change of the consultant's rate does not change the price.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique('tickets_order_number_unique'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id),
    supportTypeId: uuid('support_type_id')
      .notNull()
      .references(() => supportTypes.id),
    supportCategoryId: uuid('support_category_id').notNull(),
    supportSubOptionId: uuid('support_sub_option_id'),
    srIdentifier: text('sr_identifier'),
    priority: ticketPriority('priority').notNull(),
    /**
     * What the request is about in a few words, shown beside its number everywhere. Its length
     * (TITLE_MIN_LENGTH–TITLE_MAX_LENGTH after trimming) is held by a CHECK from migration 0024's
     * hand-written block, which first gives every earlier ticket one from its description; the
     * empty default exists only so that the column can be added to a table that has rows.
     */
    title: text('title').notNull().default(''),
    description: text('description').notNull(),
    status: text('status')
      .$type<TicketStatus>()
      .notNull()
      .default('New')
      .references(() => ticketStatuses.code),
    paymentStatus: paymentStatus('payment_status').notNull().default('Pending'),
    hourlyRatePaise: integer('hourly_rate_paise').notNull(),
    /**
     * The time the ticket holds: its booked slots' minutes, kept by the slots' own trigger
     * (migration 0016) whoever frees, moves or claims them, so a cancelled, released or moved-away
     * session stops counting at once. What is billed until hours worked are known (decision 028).
     */
    bookedMinutes: integer('booked_minutes').notNull(),
    hoursWorked: numeric('hours_worked', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * Captured rate × hours worked, set with the hours. 64-bit: the highest rate for 100 hours
     * is 10^10 paise, beyond a 32-bit integer.
     */
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words search finds a ticket by: its description and SR identifier, stemmed in English
     * ('patching' finds 'patched'). Kept by the database itself, so no writer can forget it.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, coalesce(sr_identifier, '') || ' ' || description)`,
      ),
    /**
     * The title's words, searched beside the document above (decision 052). A column of its own:
     * changing the document's expression would rebuild it, and its index, at a million tickets.
     */
    titleDocument: tsvector('title_document')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, title)`),
  },
  (table) => [
    foreignKey({
      name: 'tickets_category_of_type_fk',
      columns: [table.supportCategoryId, table.supportTypeId],
      foreignColumns: [supportCategories.id, supportCategories.supportTypeId],
    }),
    foreignKey({
      name: 'tickets_sub_option_of_type_fk',
      columns: [table.supportSubOptionId, table.supportTypeId],
      foreignColumns: [supportSubOptions.id, supportSubOptions.supportTypeId],
    }),
    check('tickets_hours_worked_range', sql`${table.hoursWorked} > 0 AND ${table.hoursWorked} <= 100`),
    check('tickets_booked_minutes_not_negative', sql`${table.bookedMinutes} >= 0`),
    check('tickets_order_number_format', sql`${table.orderNumber} ~ '^[A-Z0-9]{6}[0-3][0-9]{9}$'`),
    // Every list is "newest first" for one customer, one consultant, or everyone.
    index('tickets_customer_created_idx').on(table.customerId, table.createdAt.desc(), table.id.desc()),
    index('tickets_consultant_created_idx').on(table.consultantId, table.createdAt.desc(), table.id.desc()),
    index('tickets_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // A filter on status or payment status reads its page in list order from its own index.
    index('tickets_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('tickets_payment_created_idx').on(table.paymentStatus, table.createdAt.desc(), table.id.desc()),
    index('tickets_customer_status_created_idx').on(
      table.customerId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('tickets_consultant_status_created_idx').on(
      table.consultantId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // Search: a number's prefix (the unique index's collation cannot serve LIKE), and words.
    index('tickets_order_number_prefix_idx').using('btree', sql`${table.orderNumber} text_pattern_ops`),
    index('tickets_search_document_idx').using('gin', table.searchDocument),
    index('tickets_title_document_idx').using('gin', table.titleDocument),
    // A category's tickets newest first: the search's taxonomy way counts them to its cap and
    // reads its page from this index alone (decision 027).
    index('tickets_category_created_idx').on(
      table.supportCategoryId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('tickets_sub_option_idx').on(table.supportSubOptionId),
  ],
);

/**
 * One row per month (`yyyy-mm`, UTC): the last sequence number handed out. Taking a number is an
 * upsert that increments it inside the ticket's transaction, so numbers are unique and gapless: a
 * rolled-back ticket rolls its number back too.
 */
export const ticketNumberCounters = pgTable(
  'ticket_number_counters',
  {
    period: text('period').primaryKey(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [check('ticket_number_counters_range', sql`${table.lastValue} BETWEEN 1 AND 99999`)],
);

/** Every status change (and comment), the first entry being the ticket's creation as New. */
export const ticketStatusHistory = pgTable(
  'ticket_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // DEFERRABLE INITIALLY DEFERRED in the migration: the first entry is written before its ticket.
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status')
      .$type<TicketStatus>()
      .references(() => ticketStatuses.code),
    toStatus: text('to_status')
      .$type<TicketStatus>()
      .notNull()
      .references(() => ticketStatuses.code),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the history still names people whose accounts are gone. */
    changedByName: text('changed_by_name').notNull(),
    comment: text('comment'),
    /**
     * What the entry records: a status change, or a change to the ticket's booked sessions (the
     * status then stays as it was, `fromStatus` = `toStatus`).
     */
    event: text('event').$type<TicketHistoryEvent>().notNull().default('status'),
    hoursWorked: numeric('hours_worked', { precision: 5, scale: 2, mode: 'number' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_status_history_ticket_idx').on(table.ticketId, table.changedAt),
    check(
      'ticket_status_history_event_known',
      sql.raw(`event IN (${TICKET_HISTORY_EVENTS.map((event) => `'${event}'`).join(', ')})`),
    ),
  ],
);
