import { AsyncLocalStorage } from 'node:async_hooks';
import { IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_MESSAGES } from '@basisdesk/shared';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { AppError } from '../lib/errors';
import type { Db, DbExecutor, Tx } from './client';
import { idempotencyKeys } from './schema';
import { timestamptz } from './timestamptz';

const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/**
 * A request that carries an Idempotency-Key, while its handler runs (decision 037). `state` says
 * whether one of its transactions has claimed the key: `claiming` while that transaction is open,
 * `claimed` once it committed; a transaction that rolled back gives the claim back.
 */
export interface IdempotentRequest {
  principalId: string;
  key: string;
  requestHash: string;
  /** The clock's time when the request arrived: the claim's `created_at`. */
  at: Date;
  state: 'unclaimed' | 'claiming' | 'claimed';
}

const current = new AsyncLocalStorage<IdempotentRequest>();

/** Runs a handler with its request's key in context, for the first transaction it opens to claim. */
export function runIdempotent<T>(request: IdempotentRequest, work: () => T): T {
  return current.run(request, work);
}

/** The key the transaction about to open must claim first: none outside a keyed request, or once claimed. */
export function keyToClaim(): IdempotentRequest | undefined {
  const request = current.getStore();
  return request?.state === 'unclaimed' ? request : undefined;
}

export const keyInUse = () => new AppError('IDEMPOTENCY_KEY_IN_USE', IDEMPOTENCY_MESSAGES.inProgress);
export const keyReused = () => new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.keyReused);

const expiredBy = (at: Date) => new Date(at.getTime() - IDEMPOTENCY_KEY_TTL_MS);

const sameKey = (principalId: string, key: string) =>
  and(eq(idempotencyKeys.principalId, principalId), eq(idempotencyKeys.key, key));

/**
 * The first statement of the request's first transaction. The primary key arbitrates: a second
 * request with the same key waits here until the first one's transaction ends, then finds the row
 * and is refused (its transaction rolls back before doing any work), or, if the first rolled
 * back, claims the key itself. A row past its 24 hours is taken over.
 */
export async function claimKey(tx: Tx, request: IdempotentRequest): Promise<void> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      principalId: request.principalId,
      key: request.key,
      requestHash: request.requestHash,
      createdAt: request.at,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.principalId, idempotencyKeys.key],
      set: {
        requestHash: request.requestHash,
        createdAt: request.at,
        statusCode: null,
        responseBody: null,
      },
      setWhere: lte(idempotencyKeys.createdAt, timestamptz(expiredBy(request.at))),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return;
  const [held] = await tx
    .select({ requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(sameKey(request.principalId, request.key));
  throw held && held.requestHash !== request.requestHash ? keyReused() : keyInUse();
}

export type StoredKey = Pick<
  typeof idempotencyKeys.$inferSelect,
  'requestHash' | 'statusCode' | 'responseBody' | 'createdAt'
>;

/** The key as a person last used it within its 24 hours, or null. */
export async function findKey(
  db: DbExecutor,
  principalId: string,
  key: string,
  now: Date,
): Promise<StoredKey | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(and(sameKey(principalId, key), gt(idempotencyKeys.createdAt, timestamptz(expiredBy(now)))));
  return row ?? null;
}

/**
 * The answer, kept for the retries. A claimed key gets it by an UPDATE of its own row. A request
 * that committed nothing through a transaction (its writes guarded on their own, or none) keeps a
 * success too, so its retry is answered the same; if another request holds the key, that one's
 * answer stands.
 */
export async function storeAnswer(
  db: Db,
  request: IdempotentRequest,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  const { statusCode, body: responseBody } = answer;
  if (request.state === 'claiming') return;
  if (request.state === 'claimed') {
    await db
      .update(idempotencyKeys)
      .set({ statusCode, responseBody })
      .where(
        and(
          sameKey(request.principalId, request.key),
          eq(idempotencyKeys.requestHash, request.requestHash),
          isNull(idempotencyKeys.statusCode),
        ),
      );
    return;
  }
  await db
    .insert(idempotencyKeys)
    .values({
      principalId: request.principalId,
      key: request.key,
      requestHash: request.requestHash,
      createdAt: request.at,
      statusCode,
      responseBody,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.principalId, idempotencyKeys.key],
      set: { requestHash: request.requestHash, createdAt: request.at, statusCode, responseBody },
      setWhere: lte(idempotencyKeys.createdAt, timestamptz(expiredBy(request.at))),
    });
}

/** Removes up to `limit` keys past their 24 hours; answers how many went. */
export async function deleteExpiredKeys(db: Db, now: Date, limit: number): Promise<number> {
  const expired = db
    .select({ principalId: idempotencyKeys.principalId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, timestamptz(expiredBy(now))))
    .limit(limit);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(inArray(sql`(${idempotencyKeys.principalId}, ${idempotencyKeys.key})`, expired))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
