import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One row: the single sign-on switches. */
export const ssoConfig = pgTable(
  'sso_config',
  {
    id: smallint('id').primaryKey().default(1),
    supabaseEnabled: boolean('supabase_enabled').notNull().default(false),
    googleEnabled: boolean('google_enabled').notNull().default(false),
    appleEnabled: boolean('apple_enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('sso_config_single_row', sql`${table.id} = 1`),
    check(
      'sso_config_providers_need_supabase',
      sql`${table.supabaseEnabled} OR NOT (${table.googleEnabled} OR ${table.appleEnabled})`,
    ),
  ],
);
