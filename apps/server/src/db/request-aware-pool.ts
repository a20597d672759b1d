import pg from 'pg';
import { currentRequestSignal } from '../lib/request-signal';
import { PG_QUERY_CANCELED, pgErrorOf } from './pg-errors';

/** What a query for a request whose client has gone answers: the request is over, nobody reads it. */
export class RequestAbandonedError extends Error {
  readonly code = PG_QUERY_CANCELED;
  constructor() {
    super('The request was abandoned by its client');
  }
}

type QueryConfig = pg.QueryConfig;

/** A statement PostgreSQL cancelled (its timeout passed), or one stopped for an abandoned request. */
export const isCancelledStatement = (error: unknown): boolean => pgErrorOf(error)?.code === PG_QUERY_CANCELED;

/**
 * Cancels what a backend is running, from a connection of its own: the pool's may all be taken,
 * some by the very queries to cancel.
 */
async function cancelBackend(config: pg.PoolConfig, processID: number): Promise<void> {
  const client = new pg.Client({ ...config, statement_timeout: undefined });
  await client.connect();
  try {
    await client.query('select pg_cancel_backend($1)', [processID]);
  } finally {
    await client.end();
  }
}

/**
 * A pool whose queries made for a request stop when that request is abandoned (its signal,
 * lib/request-signal.ts): a query still waiting for a connection never runs, and one running is
 * cancelled with pg_cancel_backend. Queries outside a request, and transactions (which take
 * their own client through connect()), run as usual.
 */
export function createRequestAwarePool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;

  async function queryFor(signal: AbortSignal, query: QueryConfig | string, values?: unknown[]) {
    if (signal.aborted) throw new RequestAbandonedError();
    const client = await pool.connect();
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
      const { processID } = client as pg.PoolClient & { processID?: number };
      if (processID) cancelBackend(config, processID).catch(() => {});
    };
    try {
      if (signal.aborted) throw new RequestAbandonedError();
      signal.addEventListener('abort', cancel, { once: true });
      return await client.query(query, values);
    } catch (error) {
      throw cancelled ? new RequestAbandonedError() : error;
    } finally {
      signal.removeEventListener('abort', cancel);
      // A cancelled client's connection is closed, not reused: a cancel arriving late must not
      // land on the next request's query.
      client.release(cancelled);
    }
  }

  pool.query = ((...args: unknown[]) => {
    const signal = currentRequestSignal();
    const [query, values] = args;
    // Callback style is not used by the app; it and queries outside a request go straight through.
    if (!signal || args.length > 2 || typeof values === 'function') return plainQuery(...args);
    return queryFor(signal, query as QueryConfig | string, values as unknown[] | undefined);
  }) as typeof pool.query;
  return pool;
}
