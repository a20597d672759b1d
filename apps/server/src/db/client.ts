import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DURABLE_START_PARAMS, DurableNodeFS, syncDirectoryTree } from './durable-pglite';
import { createDatabaseFilesApart, hasNoDatabase } from './embedded-initdb';
import { GENERIC_PLAN_OPTIONS, sendNamedStatementsTo } from './generic-plan-pool';
import { ClosedWhenUnanswered, releaseLostConnections } from './lost-connections';
import { drizzleOnStatements } from './pglite-drizzle';
import { withPreparedStatements } from './pglite-statements';
import { AbortablePool } from './request-aware-pool';
import * as schema from './schema';
import { SEARCH_PLANNER_OPTIONS } from './search-settings';
import { holdStartUpLock } from './start-up-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction's handle. Inside a transaction use only `tx`; a service called inside another
 * module's transaction takes `tx` (PGlite is one connection: a query on the global `db` inside a
 * transaction waits forever for the transaction it is waiting in). See db/transaction.ts.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or the transaction they must run in (the rule at Tx). */
export type DbExecutor = Db | Tx;

export interface Database {
  db: Db;
  /**
   * The database for the ticket search, a read that can be slow, stopping when `signal` aborts:
   * its client hung up (lib/request-signal.ts, db/request-aware-pool.ts). On PostgreSQL these are
   * connections of the search's own, opened with its planner settings (db/search-settings.ts).
   * PGlite, one connection in this process shared by everything, answers `db` without them, and
   * nothing waits behind a pool there.
   */
  searchReads(signal?: AbortSignal): SearchReads;
  driver: 'pglite' | 'postgres';
  /**
   * The embedded database only: its data directory as one tar, copied at one instant after a
   * checkpoint (no query runs while it is read), so it opens as after a clean stop or, at worst,
   * as after a crash, which PostgreSQL recovers from (decision 040). What `npm run backup` keeps.
   */
  snapshot?(): Promise<Uint8Array>;
  migrate(): Promise<void>;
  /**
   * Start-up's work (migrations, the first-run seed) one node at a time: on PostgreSQL under an
   * advisory lock (db/start-up-lock.ts); the embedded database has one process already.
   */
  oneNodeAtATime<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface SearchReads {
  db: Db;
  /** Whether its connections already run under SEARCH_PLANNER_SETTINGS; if not, the search sets them. */
  hasPlannerSettings: boolean;
}

/** Beside this file in the sources; copied beside the bundle by the build. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Every embedded database is opened through here: the schema needs btree_gist (the exclusion
 * constraint on availability slots) and pg_trgm (name search), which PGlite loads only when asked
 * at start.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { btree_gist, pg_trgm } });
}

/**
 * The embedded database's memory. Its PostgreSQL runs inside this process, and every page of its
 * shared buffers once touched stays resident: WebAssembly memory only grows. PostgreSQL's default
 * of 128 MB alone would be more than the whole server otherwise holds; 32 MB keeps a workspace's
 * hot pages (the demo's whole, the lists' indexes of tens of thousands of tickets), and a page
 * that does not fit is read again from the operating system's file cache. Index builds (the
 * migrations) get 16 MB instead of 64.
 */
export const EMBEDDED_MEMORY_PARAMS: readonly string[] = [
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * The embedded database kept on disk in `dataDir`: every commit is on the disk before it is
 * acknowledged, and what PGlite copied in without PostgreSQL (a new database's files, a restored
 * directory) is flushed once on opening (durable-pglite.ts, decision 040). A new database's
 * files are made by a process of their own (embedded-initdb.ts).
 */
export async function createDurablePglite(
  dataDir: string,
  options: Omit<PGliteOptions, 'extensions' | 'fs' | 'dataDir' | 'startParams'> = {},
): Promise<PGlite> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (!options.loadDataDir && hasNoDatabase(dataDir)) await createDatabaseFilesApart(dataDir);
  const client = await createPglite({
    ...options,
    fs: new DurableNodeFS(dataDir),
    startParams: [...DURABLE_START_PARAMS, ...EMBEDDED_MEMORY_PARAMS],
  });
  syncDirectoryTree(dataDir);
  return client;
}

export function createPgliteDatabase(client: PGlite): Database & Required<Pick<Database, 'snapshot'>> {
  // Each statement parsed once and run in one call (pglite-statements.ts), the named ones on
  // their generic plans (pglite-drizzle.ts).
  const db = drizzleOnStatements(withPreparedStatements(client), schema) as unknown as Db;
  return {
    db,
    searchReads: () => ({ db, hasPlannerSettings: false }),
    driver: 'pglite',
    async snapshot() {
      await client.exec('CHECKPOINT');
      const tar = await client.dumpDataDir('none');
      return new Uint8Array(await tar.arrayBuffer());
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    oneNodeAtATime: (work) => work(),
    close: () => client.close(),
  };
}

const NO_JIT = '-c jit=off';

/**
 * How long past the statement timeout the client itself gives up on an answer. The server cancels
 * a slow statement itself (a clean 57014); only a server that cannot answer at all (frozen, or the
 * network between us cut without a reset) lets this pass.
 */
export const READ_TIMEOUT_GRACE_MS = 1000;

/** How long the server and the pool may take (config/env.ts's DATABASE_* settings and their defaults). */
export interface DatabaseTimeouts {
  /** The wait for a connection: a free one of the pool, or a new one to the server. */
  connectTimeoutMs?: number;
  /** statement_timeout; the client waits READ_TIMEOUT_GRACE_MS longer for any answer. */
  statementTimeoutMs?: number;
}

/** What every connection to PostgreSQL shares: bounded waits, and keepalive to notice a dead peer. */
function connectionSettings(connectionString: string, connectTimeoutMs: number) {
  return {
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    // A peer gone without a word (a host down, a cable cut) is noticed by TCP, not after hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

export function createPostgresDatabase(
  connectionString: string,
  // The defaults are config/env.ts's.
  {
    poolSize = 10,
    statementTimeoutMs = 5000,
    connectTimeoutMs = 5000,
  }: DatabaseTimeouts & { poolSize?: number } = {},
): Database {
  // Every statement runs under a timeout, and a slow read abandoned by its client stops (searchReads()).
  // No JIT: it compiles any statement whose estimated cost passes jit_above_cost, and the search's
  // `enable_seqscan = off` prices a 36-row taxonomy lookup at 10^10: 20–90 ms of compiling for a
  // statement that runs in 0.3 ms. No statement here is the long analytical query JIT pays off on.
  // A request waits at most connectTimeoutMs for a connection (pg-pool bounds the wait for a free
  // one and the making of a new one alike) and statementTimeoutMs + grace for each answer.
  const settings = {
    ...connectionSettings(connectionString, connectTimeoutMs),
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + READ_TIMEOUT_GRACE_MS,
    options: NO_JIT,
  };
  const poolConfig = {
    ...settings,
    max: poolSize,
    Client: ClosedWhenUnanswered as unknown as new () => pg.Client,
  };
  const pool = new pg.Pool(poolConfig);
  // Named statements run on generic plans, on connections of their own (generic-plan-pool.ts).
  const namedPool = new pg.Pool({
    ...poolConfig,
    max: Math.max(1, Math.ceil(poolSize / 2)),
    options: `${NO_JIT} ${GENERIC_PLAN_OPTIONS}`,
  });
  sendNamedStatementsTo(pool, namedPool);
  // The search's own connections, started with its planner settings (db/search-settings.ts).
  const searchPool = new pg.Pool({
    ...poolConfig,
    max: Math.max(1, Math.ceil(poolSize / 2)),
    options: `${NO_JIT} ${SEARCH_PLANNER_OPTIONS}`,
  });
  // Transactions and the search's reads check a connection out themselves; pool.query needs no help.
  releaseLostConnections(pool);
  releaseLostConnections(searchPool);
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  for (const each of [pool, namedPool, searchPool]) each.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Without the schema: what it adds is the relational query API (`db.query`, used nowhere in the
  // search), and building that took 0.8 ms per call against 7 µs without.
  const searchDb = drizzlePg({ client: searchPool }) as unknown as Db;
  return {
    db,
    searchReads: (signal) => ({
      db: signal
        ? (drizzlePg({
            client: new AbortablePool(searchPool, settings, signal) as unknown as pg.Pool,
          }) as unknown as Db)
        : searchDb,
      hasPlannerSettings: true,
    }),
    driver: 'postgres',
    migrate: () => migratePostgres(connectionString, connectTimeoutMs),
    oneNodeAtATime: (work) => holdStartUpLock(connectionString, work),
    close: async () => {
      await Promise.all([pool.end(), namedPool.end(), searchPool.end()]);
    },
  };
}

/**
 * Migrations on a connection of their own without the statement timeout: building an index over
 * millions of tickets takes longer than any request may. Connecting is bounded all the same: a
 * start against an unreachable server fails in seconds, saying so.
 */
async function migratePostgres(connectionString: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client(connectionSettings(connectionString, connectTimeoutMs));
  // A connection lost mid-migration fails the migration in words; unheard, its 'error' would crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite kept in `dataDir`. */
export async function openDatabase(
  options: { databaseUrl?: string; pgliteDir: string } & DatabaseTimeouts,
): Promise<Database> {
  if (options.databaseUrl) {
    return createPostgresDatabase(options.databaseUrl, {
      statementTimeoutMs: options.statementTimeoutMs,
      connectTimeoutMs: options.connectTimeoutMs,
    });
  }
  return createPgliteDatabase(await createDurablePglite(options.pgliteDir));
}
