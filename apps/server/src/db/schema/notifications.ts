import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The notification outbox (decision 024): a row per mail to one person, written in the transaction
 * of the change that causes it and delivered by a worker that claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease. `dedupe_key` makes the same event told twice (a retried
 * webhook, a replayed request) one mail; `message_id` is fixed at insert, so a mail re-sent after a
 * crash carries the same Message-ID. The admin list reads this table.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    category: text('category').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** The ticket it is about, when there is one (the admin list shows its number). */
    ticketId: uuid('ticket_id'),
    /** What the event knew when it happened (statuses, amounts, session times); the rest is read at delivery. */
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The subject of the last rendering (for the admin list). */
    subject: text('subject'),
    messageId: text('message_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('notifications_dedupe_key_unique').on(table.dedupeKey),
    check(
      'notifications_status',
      sql`${table.status} IN ('queued', 'retrying', 'sent', 'failed', 'skipped')`,
    ),
    index('notifications_due_idx').on(table.runAt).where(sql`${table.status} IN ('queued', 'retrying')`),
    index('notifications_created_idx').on(table.createdAt),
    index('notifications_recipient_idx').on(table.recipientId),
  ],
);

/** A person's choice per category; no row means on (security notices ignore it). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);
