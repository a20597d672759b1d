import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable background work (DESIGN §8): a row per job, claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease (`locked_until`), so each job runs once whichever node takes it and a crashed node's lease
 * runs out. `(kind, key)` makes enqueueing the same work twice a no-op.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('background_jobs_kind_key_unique').on(table.kind, table.key),
    index('background_jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} IS NULL`),
  ],
);
