import crypto from 'node:crypto';
import { isAdmin, type Role, type UserStatus } from '@basisdesk/shared';
import { generateSecret } from 'otplib';
import type { Db } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/password';
import { createSignInSessionsRepository } from '../src/modules/sign-in-sessions/sign-in-sessions.repository';
import { createUsersRepository, type UserRecord } from '../src/modules/users/users.repository';

export const DEFAULT_PASSWORD = 'correct-horse-7';
let defaultPasswordHash: Promise<string> | undefined;

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/** Upper-case letters and digits after the prefix, 8 characters at most: short codes, identifiers. */
export const randomCode = (prefix = '') =>
  `${prefix}${crypto.randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 8);

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  status?: UserStatus;
  verified?: boolean;
  firstName?: string;
  lastName?: string;
  /**
   * An authenticator app set up (TOTP; its secret is the answer's totpSecret). Admins have one
   * unless told otherwise, as a real admin must while the workspace requires it.
   */
  secondFactor?: boolean;
}

/**
 * Long after any clock a test sets: the test user's own sign-in session never expires under it.
 * (A session from POST auth/login expires with its token, like any other.)
 */
const TEST_SESSION_EXPIRY = new Date('2999-01-01T00:00:00.000Z');

/** A sign-in session for a user made straight in the database; answers its id. */
export async function createTestSession(db: Db, userId: string): Promise<string> {
  const id = crypto.randomUUID();
  await createSignInSessionsRepository(db).insert({
    id,
    userId,
    createdAt: new Date(),
    expiresAt: TEST_SESSION_EXPIRY,
    userAgent: null,
    ipAddress: null,
  });
  return id;
}

/**
 * A user straight in the database (verified and active, an admin with a second factor, unless told
 * otherwise), signed in once: `sessionId` is the sign-in session the test's tokens for them belong
 * to (test-tokens.ts).
 */
export async function createUser(
  db: Db,
  overrides: UserOverrides = {},
): Promise<UserRecord & { password: string; totpSecret: string | null; sessionId: string }> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash =
    password === DEFAULT_PASSWORD ? await defaultPasswordHash : await hashPassword(password);
  const role = overrides.role ?? 'Customer';
  const totpSecret = (overrides.secondFactor ?? isAdmin(role)) ? generateSecret() : null;
  const record = await createUsersRepository(db, { clock: systemClock }).insert({
    email: overrides.email ?? uniqueEmail(role.toLowerCase()),
    passwordHash,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? role,
    role,
    status: overrides.status ?? 'Active',
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
    ...(totpSecret && { totpSecret, totpEnabledAt: new Date() }),
  });
  if (!record) throw new Error('createUser: e-mail already taken');
  return { ...record, password, totpSecret, sessionId: await createTestSession(db, record.id) };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;
