import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Short codes go into ticket numbers: upper-case letters and digits, at most 10. */
const shortCodeCheck = (column: unknown) => sql`${column} ~ '^[A-Z0-9]{1,10}$'`;

export const supportTypes = pgTable(
  'support_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shortCode: text('short_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('support_types_short_code_unique').on(table.shortCode),
    check('support_types_short_code_format', shortCodeCheck(table.shortCode)),
  ],
);

/**
 * A category of a support type. Deleting the type takes its categories with it; a category that
 * a skill (or, later, a ticket) uses cannot go, which the referencing foreign keys enforce.
 */
export const supportCategories = pgTable(
  'support_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supportTypeId: uuid('support_type_id')
      .notNull()
      .references(() => supportTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shortCode: text('short_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('support_categories_type_short_code_unique').on(table.supportTypeId, table.shortCode),
    // The target of composite foreign keys that keep a reference's type and category consistent.
    unique('support_categories_id_type_unique').on(table.id, table.supportTypeId),
    check('support_categories_short_code_format', shortCodeCheck(table.shortCode)),
  ],
);

/** A sub-option belongs to a support type (not to a category), as the spec's calls have it. */
export const supportSubOptions = pgTable(
  'support_sub_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supportTypeId: uuid('support_type_id')
      .notNull()
      .references(() => supportTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shortCode: text('short_code').notNull(),
    requiresSrIdentifier: boolean('requires_sr_identifier').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('support_sub_options_type_short_code_unique').on(table.supportTypeId, table.shortCode),
    unique('support_sub_options_id_type_unique').on(table.id, table.supportTypeId),
    check('support_sub_options_short_code_format', shortCodeCheck(table.shortCode)),
  ],
);
