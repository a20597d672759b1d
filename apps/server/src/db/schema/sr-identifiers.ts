import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Service-request identifiers (SR followed by digits) with the task each stands for. */
export const srIdentifiers = pgTable(
  'sr_identifiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept as entered (trimmed); unique and looked up case-insensitively. */
    identifier: text('identifier').notNull(),
    task: text('task').notNull(),
    /** Only active identifiers are visible to customers. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sr_identifiers_identifier_lower_unique').on(sql`lower(${table.identifier})`)],
);
