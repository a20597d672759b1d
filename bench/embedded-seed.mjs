// The embedded benchmark's data (`npm run bench -- --db embedded`): N tickets seeded once into a
// template data directory, basisdesk_bench_embedded_seed_<N> in the system's temporary directory,
// that every run copies. Made as seed.mjs makes the PostgreSQL template, with the same statements:
// the built server started on an empty directory (it creates the database, migrates it and
// creates the admin), stopped, then PGlite itself opens the directory here and runs the seed in
// one transaction, the counters are checked and VACUUM ANALYZE runs. The marker (marker.json
// beside the data directory) holds the same key as the PostgreSQL template's; `--reseed` makes
// it again anyway. Delete the directory to free its disk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { fill, secondsSince, seedKey, seedPasswordHash } from './seed.mjs';
import { seedShape } from './seed-sql.mjs';

const templateDir = (tickets) => path.join(os.tmpdir(), `basisdesk_bench_embedded_seed_${tickets}`);
/** The server's DATA_DIR inside the template; its database is DATA_DIR/db, as the server keeps it. */
const DATA = 'data';

function readMarker(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'marker.json'), 'utf8'));
  } catch {
    return null; // No template, or an unfinished one.
  }
}

/** fill()'s client: PGlite's answers in the shape of pg's. */
const clientOf = (db) => ({
  async query(text, values) {
    const result = await db.query(text, values);
    return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
  },
});

/**
 * The template of `tickets` tickets, made when missing or stale. `startServer(dataDir,
 * adminPassword)` runs the built server on the embedded database in `dataDir` until it answers,
 * and answers a function that stops it.
 */
export async function ensureEmbeddedSeed({ argon2, root, tickets, reseed, startServer }) {
  const dir = templateDir(tickets);
  const key = seedKey(root);
  const marker = reseed ? null : readMarker(dir);
  if (marker?.key === key && marker.tickets === tickets) {
    console.log(`seed: reusing ${dir} (${tickets} tickets, seeded ${marker.seededAt})`);
    return { dir, adminPassword: marker.adminPassword, shape: seedShape(tickets) };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, DATA), { recursive: true });
  const started = performance.now();
  const shape = seedShape(tickets);
  console.log(
    `seed: ${tickets} tickets, ${shape.customers} customers, ${shape.consultants} consultants over ${shape.spanDays} days into ${dir}`,
  );
  const adminPassword = crypto.randomBytes(12).toString('hex');
  const stop = await startServer(path.join(dir, DATA), adminPassword);
  await stop();
  const passwordHash = await seedPasswordHash(argon2);
  const db = await PGlite.create({
    fs: new NodeFS(path.join(dir, DATA, 'db')),
    extensions: { btree_gist, pg_trgm },
  });
  try {
    await fill(clientOf(db), shape, { key, adminPassword, passwordHash });
    const vacuumStarted = performance.now();
    await db.query('vacuum analyze');
    console.log(`  vacuum analyze: ${secondsSince(vacuumStarted)} s`);
    await db.query('checkpoint');
  } finally {
    await db.close();
  }
  const seededAt = new Date().toISOString();
  fs.writeFileSync(path.join(dir, 'marker.json'), JSON.stringify({ key, tickets, adminPassword, seededAt }));
  console.log(`seed: done in ${secondsSince(started)} s`);
  return { dir, adminPassword, shape };
}

/** A fresh data directory for one run, copied from the template. */
export function copyEmbeddedTemplate(seed, dataDir) {
  const started = performance.now();
  fs.cpSync(path.join(seed.dir, DATA), dataDir, { recursive: true });
  console.log(`data directory ${dataDir} copied from ${seed.dir} in ${secondsSince(started)} s`);
}
