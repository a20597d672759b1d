import pg from 'pg';
import { PG_QUERY_CANCELED } from './pg-errors';

/** What a query for a request whose client has gone answers: the request is over, nobody reads it. */
export class RequestAbandonedError extends Error {
  readonly code = PG_QUERY_CANCELED;
  constructor() {
    super('The request was abandoned by its client');
  }
}

type QueryConfig = pg.QueryConfig;

/**
 * Cancels what a backend is running, from a connection of its own: the pool's may all be taken,
 * some by the very queries to cancel.
 */
async function cancelBackend(config: pg.PoolConfig, processID: number): Promise<void> {
  const client = new pg.Client({ ...config, statement_timeout: undefined });
  // Its connection lost meanwhile fails the query below; unheard, the 'error' event would crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_cancel_backend($1)', [processID]);
  } finally {
    await client.end();
  }
}

type Client = Pick<pg.PoolClient, 'query' | 'release'>;

/**
 * How often, and how many times, a cancel is sent again while the statement it was for is still
 * running: a cancel that reaches the backend just before the statement does finds it idle and does
 * nothing, and the statement then runs to its timeout.
 */
const CANCEL_RETRY_MS = 100;
const CANCEL_ATTEMPTS = 50;

/**
 * `pool` for one read that can be slow (a search), stopping when `signal` aborts (its client hung
 * up, lib/request-signal.ts): a query or transaction still waiting for a connection never starts,
 * and a statement running is cancelled with pg_cancel_backend. Made per read: the signal is
 * passed, not carried in async context, which would tax every promise of every request. Drizzle
 * takes it for a pool by its name (a transaction then holds one of its connections).
 */
export class AbortablePool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.PoolConfig,
    private readonly signal: AbortSignal,
  ) {}

  async connect(): Promise<Client> {
    const { signal } = this;
    if (signal.aborted) throw new RequestAbandonedError();
    const client = await this.pool.connect();
    let cancelled = false;
    let running: Promise<unknown> | null = null;
    const cancel = async () => {
      cancelled = true;
      const { processID } = client as pg.PoolClient & { processID?: number };
      if (!processID) return;
      for (let attempt = 0; attempt < CANCEL_ATTEMPTS && running; attempt++) {
        await cancelBackend(this.config, processID).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, CANCEL_RETRY_MS));
      }
    };
    if (signal.aborted) {
      client.release();
      throw new RequestAbandonedError();
    }
    const onAbort = () => void cancel();
    signal.addEventListener('abort', onAbort, { once: true });
    return {
      query: (async (query: QueryConfig | string, values?: unknown[]) => {
        if (cancelled) throw new RequestAbandonedError();
        running = client.query(query, values);
        try {
          return await running;
        } catch (error) {
          throw cancelled ? new RequestAbandonedError() : error;
        } finally {
          running = null;
        }
      }) as Client['query'],
      release: () => {
        signal.removeEventListener('abort', onAbort);
        // A cancelled client's connection is closed, not reused: a cancel arriving late must not
        // land on the next request's query.
        client.release(cancelled);
      },
    };
  }

  async query(query: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.connect();
    try {
      return await client.query(query, values);
    } finally {
      client.release();
    }
  }
}
