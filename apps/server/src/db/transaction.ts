import type { Db, Tx } from './client';
import { isRefused, type Refused } from './conflicts';
import { claimKey, keyToClaim } from './idempotency-keys';

/** Carries a refusal out of Drizzle's transaction, whose only way to roll back is a throw. */
class RolledBack extends Error {
  constructor(readonly refusal: Refused<string>) {
    super(`Rolled back: ${refusal.conflict}`);
  }
}

/** Work a transaction leaves for once it has committed (a live event): dropped on a rollback. */
export type AfterCommitWork = () => void;

/** The after-commit work of each open transaction, keyed by the transaction's handle. */
const pendingAfterCommit = new WeakMap<Tx, AfterCommitWork[]>();

/**
 * Runs `work` once the transaction `tx` has committed, never if it rolls back. This is the one
 * place such work waits (domain events' after-commit handlers, decision 031): a transaction
 * opened by `transactionOf` collects it, so a change made in another module's transaction
 * (a payment's capture closing its ticket) is told when that transaction commits.
 */
export function afterCommit(tx: Tx, work: AfterCommitWork): void {
  const pending = pendingAfterCommit.get(tx);
  if (!pending) {
    throw new Error('afterCommit needs a transaction opened by transactionOf');
  }
  pending.push(work);
}

/**
 * A repository's `transaction(work)`. Inside `work` use only `tx`, never the repository's `db`
 * nor a service that queries without the `tx`: PGlite is one connection, and a query on `db`
 * waits for the transaction to end while the transaction waits for the query, forever (on
 * PostgreSQL it would run outside the transaction instead). A service that another module calls
 * inside its transaction therefore takes that `tx` (e.g. `users.insertUserWithHash`).
 *
 * A refusal that `work` returns (`{ ok: false, conflict }`, see conflicts.ts) undoes everything
 * it wrote and is the answer; a throw undoes it too and is thrown on. What `afterCommit` queued
 * runs once the commit succeeded, in the order it was queued.
 *
 * Inside a request that carries an Idempotency-Key, the first transaction claims the key as its
 * first statement (decision 037): the key is then committed exactly when the request's work is,
 * so a retry after a crash between the commit and the answer can never do the work twice, and a
 * concurrent duplicate is refused before it does anything.
 */
export function transactionOf(db: Db) {
  return async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    const queued: AfterCommitWork[] = [];
    const keyed = keyToClaim();
    if (keyed) keyed.state = 'claiming';
    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        pendingAfterCommit.set(tx, queued);
        if (keyed) await claimKey(tx, keyed);
        const answer = await work(tx);
        if (isRefused(answer)) throw new RolledBack(answer);
        return answer;
      });
    } catch (error) {
      // Rolled back: the claim went with the work, and a later transaction may make it again.
      if (keyed) keyed.state = 'unclaimed';
      if (error instanceof RolledBack) return error.refusal as T;
      throw error;
    }
    if (keyed) keyed.state = 'claimed';
    for (const run of queued) run();
    return result;
  };
}
