import type { TicketStatus } from '@basisdesk/shared';
import { bigint, date, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { paymentStatus } from './tickets';

/** The owner of the counters over everyone's tickets (no person has this id). */
export const EVERYONE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Every counter is kept in shards (migration 0022): a writer adds to the shard of its database
 * connection (`counter_shard()`, the backend's process id modulo 16), so writers on different
 * connections never wait for each other's counter rows until they commit. A reader sums the shards;
 * one shard's row alone means nothing and may be negative (a ticket counted in by one connection and
 * moved out by another).
 */
const shard = () => smallint('shard').notNull().default(0);

/** Which side of the tickets a counter row counts: a customer's, a consultant's, or all of them. */
export type CountedSide = 'customer' | 'consultant' | 'all';

/**
 * How many tickets each customer raised and each consultant is assigned per status and payment
 * status, and all of them together (side 'all', owner EVERYONE_ID), with what they are to be paid (the payment amount rule, in paise). Kept by
 * statement triggers on `tickets` (migration 0011), whoever writes: a list's total, the status
 * counts and the admin figures read a few of these rows instead of counting the tickets. No CHECK
 * that counts stay positive: PostgreSQL checks the row an upsert proposes (a -1) before it finds
 * the row to add it to.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    side: text('side').$type<CountedSide>().notNull(),
    ownerId: uuid('owner_id').notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    tickets: bigint('tickets', { mode: 'number' }).notNull(),
    payablePaise: numeric('payable_paise').notNull(),
    shard: shard(),
  },
  (table) => [
    primaryKey({
      name: 'ticket_counts_pk',
      columns: [table.side, table.ownerId, table.status, table.paymentStatus, table.shard],
    }),
  ],
);

/** Tickets created per UTC month (yyyy-mm), kept by the same triggers: the admin's monthly figures. */
export const ticketMonthCounts = pgTable(
  'ticket_month_counts',
  {
    month: text('month').notNull(),
    tickets: bigint('tickets', { mode: 'number' }).notNull(),
    shard: shard(),
  },
  (table) => [primaryKey({ name: 'ticket_month_counts_pk', columns: [table.month, table.shard] })],
);

/**
 * Everyone's tickets per UTC day of creation, status and payment status, kept by the same triggers
 * (migration 0015): a list filtered to the last 7, 30 or 90 days or to today totals the whole days
 * here and counts only the part of its first day (decision 025).
 */
export const ticketDayCounts = pgTable(
  'ticket_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    tickets: bigint('tickets', { mode: 'number' }).notNull(),
    shard: shard(),
  },
  (table) => [
    primaryKey({
      name: 'ticket_day_counts_pk',
      columns: [table.day, table.status, table.paymentStatus, table.shard],
    }),
  ],
);

/** Payments per state with their amount in paise, kept by a trigger on `payments`: the revenue figures. */
export const paymentTotals = pgTable(
  'payment_totals',
  {
    status: text('status').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amountPaise: numeric('amount_paise').notNull(),
    shard: shard(),
  },
  (table) => [primaryKey({ name: 'payment_totals_pk', columns: [table.status, table.shard] })],
);
