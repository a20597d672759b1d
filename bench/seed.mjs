// The benchmark's data: N tickets (`npm run bench -- --tickets N`, 10,000 by default) seeded once
// into a template database, basisdesk_bench_seed_<N>, that every run copies (CREATE DATABASE …
// TEMPLATE, a file copy: seconds, where seeding a million takes minutes). The template is kept
// between runs and made again only when its marker (bench_seed: the size and a hash of the
// migrations and of seed-sql.mjs's statements) does not match; `--reseed` makes it again anyway.
// Drop a template with `psql -c 'drop database basisdesk_bench_seed_<N>'` to free its disk.
//
// How a template is made: the built server is started on an empty database (it migrates it and
// creates the admin), stopped, then bench/seed-sql.mjs fills it in one transaction, the counters
// kept by their triggers are checked against count(*), and VACUUM ANALYZE runs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COUNTER_CHECKS, SEED_PASSWORD, SEED_STATEMENTS, seedShape } from './seed-sql.mjs';

const MIGRATIONS_DIR = 'apps/server/src/db/migrations';

const templateName = (tickets) => `basisdesk_bench_seed_${tickets}`;

/**
 * What the template is made of: the migrations and the seed's statements (their text, so a comment
 * or a layout change keeps the template). A template made before either changed is made again.
 */
export function seedKey(root) {
  const dir = path.join(root, MIGRATIONS_DIR);
  const digest = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) digest.update(file).update(fs.readFileSync(full));
  }
  digest.update(JSON.stringify(SEED_STATEMENTS));
  return digest.digest('hex').slice(0, 16);
}

async function readMarker(pg, url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('select * from bench_seed');
    return rows[0] ?? null;
  } catch {
    return null; // No database, or no marker: an unfinished seed.
  } finally {
    await client.end().catch(() => {});
  }
}

/** A statement's :names as $1, $2… in order of first use, with their values. */
function numbered(statement, named) {
  const used = [];
  const text = statement.replace(/:(tickets|customers|consultants|spanDays|passwordHash)\b/g, (_, name) => {
    if (!used.includes(name)) used.push(name);
    return `$${used.indexOf(name) + 1}`;
  });
  return { text, values: used.map((name) => named[name]) };
}

export const secondsSince = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** The seed's statements in one transaction, each timed; then the counters checked and the marker. */
export async function fill(client, shape, { key, adminPassword, passwordHash }) {
  const named = { ...shape, passwordHash };
  await client.query("set work_mem = '256MB'");
  await client.query("set maintenance_work_mem = '512MB'");
  await client.query('begin');
  try {
    for (const statement of SEED_STATEMENTS) {
      const started = performance.now();
      const { text, values } = numbered(statement, named);
      const result = await client.query(text, values);
      const name = statement.trim().split('\n')[0].slice(0, 60);
      console.log(`  ${name}: ${result.rowCount ?? '-'} rows, ${secondsSince(started)} s`);
    }
    const checked = performance.now();
    for (const check of COUNTER_CHECKS) {
      const { rows } = await client.query(check);
      if (rows.length > 0)
        throw new Error(`counters differ from count(*): ${rows.map((r) => r.mismatch).join('; ')}`);
    }
    console.log(`  counters match count(*): ${secondsSince(checked)} s`);
    await client.query(
      `create table bench_seed (key text not null, tickets int not null, admin_password text not null,
         seeded_at timestamptz not null default now(), seconds numeric)`,
    );
    await client.query('insert into bench_seed (key, tickets, admin_password) values ($1, $2, $3)', [
      key,
      shape.tickets,
      adminPassword,
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** The server's own argon2 and options (lib/password.ts), so the seeded people sign in like anyone. */
export const seedPasswordHash = (argon2) =>
  argon2.hash(SEED_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });

/**
 * The template of `tickets` tickets, made when missing or stale. pg and argon2 are the server's
 * own copies. `startServer(databaseUrl,
 * adminPassword)` runs the built server on a database until it answers (it migrates it and
 * creates the admin) and answers a function that stops it.
 */
export async function ensureSeed({ pg, argon2, root, adminUrl, tickets, reseed, startServer }) {
  const name = templateName(tickets);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const key = seedKey(root);
  const marker = reseed ? null : await readMarker(pg, url);
  if (marker?.key === key && marker.tickets === tickets) {
    console.log(`seed: reusing ${name} (${tickets} tickets, seeded ${marker.seeded_at.toISOString()})`);
    return { database: name, adminPassword: marker.admin_password, shape: seedShape(tickets) };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const started = performance.now();
  const shape = seedShape(tickets);
  console.log(
    `seed: ${tickets} tickets, ${shape.customers} customers, ${shape.consultants} consultants over ${shape.spanDays} days into ${name}`,
  );
  const adminPassword = crypto.randomBytes(12).toString('hex');
  const stop = await startServer(url, adminPassword);
  await stop();
  const passwordHash = await seedPasswordHash(argon2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fill(client, shape, { key, adminPassword, passwordHash });
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze');
    console.log(`  vacuum analyze: ${secondsSince(vacuumStarted)} s`);
    await client.query('update bench_seed set seconds = $1', [secondsSince(started)]);
  } finally {
    await client.end();
  }
  console.log(`seed: done in ${secondsSince(started)} s`);
  return { database: name, adminPassword, shape };
}

/** A fresh database for one run, copied from the template (no connection to it may be open). */
export async function copyTemplate(pg, adminUrl, template, database) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const started = performance.now();
    await admin.query(`create database "${database}" template "${template}" strategy file_copy`);
    console.log(`database ${database} copied from ${template} in ${secondsSince(started)} s`);
  } finally {
    await admin.end();
  }
}
