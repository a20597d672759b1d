// The database a run of bench/run.mjs measures the server on (`--db`): a copy of the seed's
// template, the built server started on it, a pg client for the scenarios to prepare their data
// with, and what to clean up. Both answer the same shape:
//   { databaseUrl, seed, server, serverBase, db, backendPids(), cleanUp() }
//
// postgresql (the default): a database copied from the template (seed.mjs), the server on it, and
//   the server's backends (pg_stat_activity) for PostgreSQL's CPU per request.
// embedded: a data directory copied from the template (embedded-seed.mjs) and the server on it
//   with no DATABASE_URL, as `npm start` runs; its PGlite is reached through embedded-bridge.mjs,
//   and its CPU is all the server's own.
import crypto from 'node:crypto';
import { copyEmbeddedTemplate, ensureEmbeddedSeed } from './embedded-seed.mjs';
import { findFreePort, startServer, stopChild, withClient } from './processes.mjs';
import { copyTemplate, ensureSeed } from './seed.mjs';

const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BRIDGE_MODULE = new URL('./embedded-bridge.mjs', import.meta.url).href;

/**
 * The side `options.db` names. `serverOptions` are startServer()'s (the secret, DATA_DIR and
 * environment); `serverRequire` loads the server's own pg and argon2.
 */
export function openDatabaseSide(options, { root, serverRequire, serverOptions }) {
  const pg = serverRequire('pg');
  const argon2 = serverRequire('@node-rs/argon2');
  return options.db === 'embedded'
    ? openEmbedded(options, { root, pg, argon2, serverOptions })
    : openPostgres(options, { root, pg, argon2, serverOptions });
}

async function openPostgres(options, { root, pg, argon2, serverOptions }) {
  const databaseName = `basisdesk_bench_${crypto.randomBytes(6).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
  const side = { databaseUrl, server: undefined, db: undefined };
  let databaseCreated = false;
  side.cleanUp = async () => {
    await side.db?.end().catch(() => {});
    await stopChild(side.server);
    // FORCE: a connection left by a killed child must not keep the database alive.
    if (databaseCreated)
      await withClient(pg, PG_ADMIN_URL, (client) =>
        client.query(`drop database if exists "${databaseName}" with (force)`),
      );
  };
  side.seed = await ensureSeed({
    pg,
    argon2,
    root,
    adminUrl: PG_ADMIN_URL,
    tickets: options.tickets,
    reseed: options.reseed,
    startServer: async (url, adminPassword) => {
      const started = await startServer({ ...serverOptions, databaseUrl: url, adminPassword });
      return () => stopChild(started.server);
    },
  });
  if (options.seedOnly) return side;
  await copyTemplate(pg, PG_ADMIN_URL, side.seed.database, databaseName);
  databaseCreated = true;
  const started = await startServer({
    ...serverOptions,
    databaseUrl,
    adminPassword: side.seed.adminPassword,
  });
  side.server = started.server;
  side.serverBase = started.base;
  side.db = new pg.Client({ connectionString: databaseUrl });
  await side.db.connect();
  // On the bench's own connection: they are listed several times a second while a load runs.
  side.backendPids = async () => {
    const { rows } = await side.db.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.map((row) => row.pid);
  };
  return side;
}

async function openEmbedded(options, { root, pg, argon2, serverOptions }) {
  const side = { databaseUrl: null, server: undefined, db: undefined };
  side.cleanUp = async () => {
    await side.db?.end().catch(() => {});
    await stopChild(side.server);
  };
  side.seed = await ensureEmbeddedSeed({
    argon2,
    root,
    tickets: options.tickets,
    reseed: options.reseed,
    startServer: async (dataDir, adminPassword) => {
      const started = await startServer({ ...serverOptions, dataDir, adminPassword });
      return () => stopChild(started.server);
    },
  });
  if (options.seedOnly) return side;
  // The run's copy is the server's DATA_DIR (run.mjs removes it afterwards), its database in db/.
  copyEmbeddedTemplate(side.seed, serverOptions.dataDir);
  const bridgePort = await findFreePort();
  const started = await startServer({
    ...serverOptions,
    adminPassword: side.seed.adminPassword,
    baseEnv: { ...serverOptions.baseEnv, BENCH_PGLITE_PORT: String(bridgePort) },
    extraNodeArgs: [...(serverOptions.extraNodeArgs ?? []), '--import', BRIDGE_MODULE],
  });
  side.server = started.server;
  side.serverBase = started.base;
  side.db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${bridgePort}/postgres` });
  await side.db.connect();
  side.backendPids = async () => [];
  return side;
}
