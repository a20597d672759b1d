import type { Db, Tx } from './client';
import { isRefused, type Refused } from './conflicts';

/** Carries a refusal out of Drizzle's transaction, whose only way to roll back is a throw. */
class RolledBack extends Error {
  constructor(readonly refusal: Refused<string>) {
    super(`Rolled back: ${refusal.conflict}`);
  }
}

/**
 * A repository's `transaction(work)`. Inside `work` use only `tx`, never the repository's `db`
 * nor a service that queries without the `tx`: PGlite is one connection, and a query on `db`
 * waits for the transaction to end while the transaction waits for the query, forever (on
 * PostgreSQL it would run outside the transaction instead). A service that another module calls
 * inside its transaction therefore takes that `tx` (e.g. `users.insertUserWithHash`).
 *
 * A refusal that `work` returns (`{ ok: false, conflict }`, see conflicts.ts) undoes everything
 * it wrote and is the answer; a throw undoes it too and is thrown on.
 */
export function transactionOf(db: Db) {
  return async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(async (tx) => {
        const result = await work(tx);
        if (isRefused(result)) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.refusal as T;
      throw error;
    }
  };
}
