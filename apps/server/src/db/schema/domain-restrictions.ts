import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const domainRestrictions = pgTable(
  'domain_restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, without '@'. */
    domain: text('domain').notNull(),
    reason: text('reason'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('domain_restrictions_domain_unique').on(table.domain)],
);
