import { ROLES, USER_STATUSES } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: addresses are compared case-insensitively everywhere. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through single sign-on. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: userRole('role').notNull(),
    status: userStatus('status').notNull().default('Active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped when a password changes or the account is deactivated: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    hourlyRatePaise: integer('hourly_rate_paise'),
    /**
     * A consultant's own meeting link (https, decision 051); null: each session gets its own Jitsi
     * Meet room, named from the session's calendar uid.
     */
    meetingLink: text('meeting_link'),
    /**
     * IANA zone name ('Asia/Kolkata'); every time is stored in UTC and shown in this zone. Null until
     * the first sign-up or sign-in that reports the browser's zone.
     */
    timeZone: text('time_zone'),
    /**
     * The second factor (TOTP, RFC 6238): the shared secret once confirmed with a code, when that
     * was, and the last time step a code was accepted for (a code is never accepted twice).
     * A set-up not yet confirmed keeps its secret in totp_pending_secret.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    totpPendingSecret: text('totp_pending_secret'),
    /**
     * When the person was erased (decision 041): the row stays, so their tickets and payments keep
     * their party, but its names read "Deleted user", its address is a placeholder and every secret
     * is gone. An erased account is never reactivated.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_role_status_idx').on(table.role, table.status),
    index('users_created_at_idx').on(table.createdAt),
    // Search by any part of a full name, as the ticket and user searches match it (pg_trgm).
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    // The admin user search also finds any part of an e-mail address.
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check(
      'users_meeting_link_https',
      sql`${table.meetingLink} IS NULL OR (${table.meetingLink} LIKE 'https://%' AND char_length(${table.meetingLink}) <= 500)`,
    ),
  ],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table cannot verify anyone. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_verification_tokens_hash_unique').on(table.tokenHash),
    index('email_verification_tokens_user_idx').on(table.userId),
  ],
);

/** Single-use, short-lived links that set a new password ("Forgot password?"). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table cannot reset anyone's password. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId, table.createdAt),
  ],
);
