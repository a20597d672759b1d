import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { type SnapshotServer, serveSnapshots } from './backup/snapshot-socket';
import { EnvError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { describeDemoSignIns } from './db/seed/demo-sign-ins';
import { seedOnStart } from './db/seed/seed-on-start';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { loadOrCreateJwtSecret } from './lib/jwt-secret';
import { createPrettyLogStream } from './lib/pretty-log';

/** apps/web/dist, seen from apps/server/src (development) and apps/server/dist (the bundle) alike. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start() {
  const env = loadEnv();
  // Only the embedded database is single-writer; PostgreSQL nodes may share a DATA_DIR for uploads.
  const lock = env.DATABASE_URL ? null : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.DATA_DIR, 'db'),
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  });
  // Nodes starting together on one PostgreSQL take turns: the second finds the migrations applied.
  await database.oneNodeAtATime(() => database.migrate());
  // Loaded only for a Redis that is there: the client's modules stay resident once loaded (decision 040).
  const redis = env.REDIS_URL
    ? new (await import('ioredis')).Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  redis?.on('error', () => {});

  // A person at a terminal reads short lines; anything else (a file, a collector) gets JSON lines.
  const logFormat = env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const app = await buildApp(
    {
      ...env,
      JWT_SECRET: env.JWT_SECRET ?? loadOrCreateJwtSecret(env.DATA_DIR),
      WEB_DIST_DIR: env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    },
    {
      database,
      redis,
      runBackgroundJobs: true,
      // Written as they come (stdout is synchronous on Linux), so the log keeps its order with
      // what is printed after it.
      logStream: logFormat === 'pretty' ? createPrettyLogStream(process.stdout) : process.stdout,
    },
  );

  // `npm run backup` asks this process for the embedded database's copy (decision 040).
  let snapshots: SnapshotServer | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await snapshots?.close();
      await app.close();
      await database.close();
      redis?.disconnect();
      lock?.release();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // And the first run once: two nodes must not both create ADMIN_EMAIL or the demo workspace.
  const seeded = await database.oneNodeAtATime(() =>
    seedOnStart(
      app,
      database.db,
      { seedDemo: env.SEED_DEMO, adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD },
      app.log,
    ),
  );
  if (database.snapshot) snapshots = await serveSnapshots(env.DATA_DIR, database.snapshot, app.log);
  await app.listen({ port: env.PORT, host: env.HOST });
  if (seeded.demoSignIns.length > 0) {
    const note = describeDemoSignIns(env.APP_URL, seeded.demoSignIns, { justCreated: seeded.demoCreated });
    if (logFormat === 'pretty') console.log(`\n${note}\n`);
    else app.log.info(note);
  }
  // The operator knows ADMIN_EMAIL; the log names no address.
  if (seeded.adminEnsured) app.log.info('Admin account ensured (ADMIN_EMAIL)');
}

start().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: the message says how, a stack would not.
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('BasisDesk failed to start:', error);
  }
  process.exit(1);
});
