// Requests sent with an Idempotency-Key (decision 037), and the keys the database holds.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { idempotencyKeys } from '../src/db/schema';
import type { RawCaller } from './send-request';
import { authHeader, type TokenHolder } from './test-tokens';

/** The user's bearer token with the key, as the web app sends one action and its retries. */
export const withKey = (user: TokenHolder, key: string): RawCaller => ({
  headers: { ...authHeader(user), 'idempotency-key': key },
});

/** The stored row of a person's key, or undefined. */
export async function storedKey(db: Db, principalId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principalId, principalId), eq(idempotencyKeys.key, key)));
  return row;
}
