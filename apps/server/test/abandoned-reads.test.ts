// Nothing unbounded (issue "fast at a million tickets"): every statement runs under a timeout, and a
// search whose client hung up stops holding the pool. The slowness is a real lock: another
// connection holds the tickets table, so list queries wait on it inside PostgreSQL. PostgreSQL only
// (PGlite has one connection and no statement timeout).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { createPostgresDatabase, type Database } from '../src/db/client';
import { useBookingKit } from './booking-kit';
import { authHeader } from './test-tokens';

const databaseUrl = inject('testDatabaseUrl');
const LIST = '/api/SupportRequests?page=1&pageSize=20';
/** The list's search: the read that can be slow, and so the one that stops when abandoned. */
const SEARCH = `${LIST}&search=database`;

/** A second app on the kit's database with its own small pool and statement timeout, listening. */
function useNode(
  kit: ReturnType<typeof useBookingKit>,
  options: { poolSize: number; statementTimeoutMs: number },
) {
  const node = {} as { app: FastifyInstance; database: Database; base: string; url: string };
  beforeAll(async () => {
    const rows = (await kit.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(databaseUrl);
    url.pathname = `/${rows.rows[0]?.name}`;
    node.url = url.toString();
    node.database = createPostgresDatabase(node.url, options);
    node.app = await buildApp(kit.config, { database: node.database });
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    node.base = `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    node.app?.server.closeAllConnections();
    await node.app?.close();
    await node.database?.close();
  });
  return node;
}

/** Holds the tickets and their counters from another connection until released: every list waits. */
async function lockTickets(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table tickets, ticket_counts in access exclusive mode');
  return {
    /** Backends of this database waiting for a lock, other than the holder. */
    async waiting(): Promise<number> {
      // Inside a transaction PostgreSQL keeps its first look at pg_stat_activity: look afresh.
      await client.query('select pg_stat_clear_snapshot()');
      const result = await client.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return result.rows[0].n;
    },
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!databaseUrl)('a statement that runs too long', () => {
  const kit = useBookingKit();
  const node = useNode(kit, { poolSize: 2, statementTimeoutMs: 300 });

  it('is cancelled at the timeout: 503 with Retry-After, and the pool serves the next request', async () => {
    const lock = await lockTickets(node.url);
    const started = Date.now();
    const response = await fetch(`${node.base}${LIST}`, { headers: authHeader(kit.admin) });
    const elapsed = Date.now() - started;
    await lock.release();

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'The database is taking too long to answer; please try again shortly',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(response.headers.get('retry-after')).toBe('5');
    expect(elapsed).toBeGreaterThanOrEqual(300);
    expect(elapsed).toBeLessThan(3000);

    const after = await fetch(`${node.base}${LIST}`, { headers: authHeader(kit.admin) });
    expect(after.status).toBe(200);
  });
});

describe.skipIf(!databaseUrl)('searches their clients abandoned', () => {
  const kit = useBookingKit();
  // A timeout far beyond the test: only abandonment can stop these reads. The search has a pool of
  // its own, half the main one: two connections.
  const node = useNode(kit, { poolSize: 4, statementTimeoutMs: 60_000 });

  it('stop: the running ones are cancelled and the queued ones never run', async () => {
    // Both connections of the search's pool open first (a connection opening behind the lock is
    // slower to show).
    await Promise.all(
      [1, 2, 3, 4].map(() => fetch(`${node.base}${SEARCH}`, { headers: authHeader(kit.admin) })),
    );
    const lock = await lockTickets(node.url);
    try {
      // Twelve clients, each on its own connection, search and hang up before the answer.
      const abandoned = Array.from({ length: 12 }, () =>
        http
          .get(`${node.base}${SEARCH}`, { headers: authHeader(kit.admin), agent: false })
          .on('error', () => {}),
      );
      // Both of the search's connections wait on the lock; ten more requests wait for a connection.
      await waitUntil(async () => (await lock.waiting()) === 2, 5000);

      for (const request of abandoned) request.destroy();
      // The two running are cancelled, and none of the ten queued takes their place. A queued read
      // that ran would wait on the lock for a minute, so the bound only allows for a busy machine
      // (the cancel is a connection of its own): it is never what makes the count reach 0.
      await waitUntil(async () => (await lock.waiting()) === 0, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await lock.waiting()).toBe(0);
    } finally {
      await lock.release();
    }
    const after = await fetch(`${node.base}${SEARCH}`, { headers: authHeader(kit.admin) });
    expect(after.status).toBe(200);
  });

  it('a write whose client hangs up still completes', async () => {
    const taxonomy = await kit.newTaxonomy({ typeName: 'SAP BASIS' });
    const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    const ticket = await kit.book(await kit.newCustomer(), consultant, taxonomy);
    const lock = await lockTickets(node.url);
    const controller = new AbortController();
    const write = fetch(`${node.base}/api/SupportRequests/${ticket.id}/status`, {
      method: 'PUT',
      headers: { ...authHeader(consultant), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'InProgress' }),
      signal: controller.signal,
    }).catch((error: Error) => error.name);
    try {
      // The change is waiting on the lock (reading the ticket) when its client hangs up.
      await waitUntil(async () => (await lock.waiting()) === 1, 5000);
      controller.abort();
      expect(await write).toBe('AbortError');
    } finally {
      await lock.release();
    }
    await waitUntil(async () => {
      const result = (await kit.database.db.execute(
        sql`select status from tickets where id = ${ticket.id}::uuid`,
      )) as unknown as { rows: Array<{ status: string }> };
      return result.rows[0]?.status === 'InProgress';
    }, 5000);
  });
});
