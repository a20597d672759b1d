import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One `Idempotency-Key` a person sent with a creating request (decision 037, Stripe's model):
 * claimed by the first statement of the request's first transaction, so it exists exactly when
 * the request's work was committed; the answer is written once the handler has answered. Keys are
 * per person: two people may send the same string. Rows older than 24 hours are ignored and swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principalId: uuid('principal_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 (hex) of the method, the route's pattern, its parameters and the canonical body. */
    requestHash: text('request_hash').notNull(),
    /** The answer's status and JSON body; null while the request is being carried out. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.principalId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
