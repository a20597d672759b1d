import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Why a sign-in session ended; null while it is live (until its expiry). */
export const SIGN_IN_SESSION_END_REASONS = [
  'signed-out',
  'signed-out-elsewhere',
  'password-changed',
  'password-reset',
  'deactivated',
  'role-changed',
  'second-factor-changed',
  /** The account was erased (decision 041); its sessions' rows go in the same transaction. */
  'erased',
] as const;

/**
 * One sign-in: its id travels in the token (`sid`), so the server can end it before the token
 * expires (sign-out, "Sign out everywhere else", a password change). "Sessions" elsewhere in the
 * product are booked consulting sessions; these are the places a person is signed in.
 */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on at most once a minute by the requests the session makes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's own expiry: the session cannot outlive it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    /** The browser's User-Agent at sign-in (trimmed), shown as the device. */
    userAgent: text('user_agent'),
    /** The client address at sign-in, and the latest one it was seen from. */
    ipAddress: text('ip_address'),
  },
  (table) => [
    index('sign_in_sessions_live_by_user_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.endedAt} IS NULL`),
    index('sign_in_sessions_expires_at_idx').on(table.expiresAt),
    check(
      'sign_in_sessions_end_reason_known',
      sql`${table.endReason} IS NULL OR ${table.endReason} IN (${sql.raw(
        SIGN_IN_SESSION_END_REASONS.map((reason) => `'${reason}'`).join(', '),
      )})`,
    ),
  ],
);

/**
 * A second factor's one-time recovery codes: ten at set-up, each usable once. Only a hash is kept
 * (the codes are random and long, so SHA-256 suffices); the person saw them once.
 */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('second_factor_recovery_codes_user_idx').on(table.userId)],
);
