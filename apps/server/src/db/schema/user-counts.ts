import { bigint, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { userRole, userStatus } from './users';

/**
 * Accounts per role and status, kept by statement-level triggers on `users` (migration 0014,
 * `count_users()`), as `ticket_counts` is for tickets: the admin's user figures and an unfiltered
 * (or role / status) list total read a few rows, however many accounts there are.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: userRole('role').notNull(),
    status: userStatus('status').notNull(),
    users: bigint('users', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'user_counts_pk', columns: [table.role, table.status] })],
);
