import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A social sign-in linked to an account. The link is the token's issuer and subject: an e-mail
 * address alone never joins a social sign-in to an existing account.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** 'google' or 'apple': the provider the identity was linked through. */
    provider: text('provider').notNull(),
    /** The address the provider gave when the identity was linked (lower-cased). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_unique').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * A verified social sign-in without an account yet, waiting for the person to pick a role and a
 * password. Completion is accepted only for a row written from a verified token, and only until
 * it expires.
 */
export const pendingSocialSignups = pgTable(
  'pending_social_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    provider: text('provider').notNull(),
    email: text('email').notNull(),
    /** From the provider's profile; empty when it gave none. */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /**
     * The address the verified callback came from. The completion payload names only the
     * provider's user id, which is not a secret: it must come from the same address.
     */
    clientAddress: text('client_address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pending_social_signups_issuer_subject_unique').on(table.issuer, table.subject),
    index('pending_social_signups_expires_at_idx').on(table.expiresAt),
  ],
);
