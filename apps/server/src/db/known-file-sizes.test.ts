import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDurablePglite } from './client';

/**
 * The embedded database keeps its files' sizes instead of asking for them (known-file-sizes.ts):
 * PostgreSQL must still see every file as long as it is on disk, through every way it grows and
 * shrinks.
 */
describe('the embedded database keeps its files sizes', () => {
  let directory: string;
  let client: PGlite;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-file-sizes-'));
    client = await createDurablePglite(path.join(directory, 'db'));
    await client.exec('create table filler (id int primary key, body text)');
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  /** The table's size as PostgreSQL sees it, and its file's size on disk. */
  async function sizes(table: string) {
    const { rows } = await client.query<{ seen: number; file: string }>(
      `select pg_relation_size($1)::int as seen, pg_relation_filepath($1) as file`,
      [table],
    );
    const [row] = rows;
    if (!row) throw new Error(`no table ${table}`);
    return { seen: row.seen, onDisk: fs.statSync(path.join(directory, 'db', row.file)).size };
  }

  it('sees a table grow as its rows are written', async () => {
    const empty = await sizes('filler');
    await client.exec(`insert into filler select n, repeat('x', 500) from generate_series(1, 2000) n`);
    const grown = await sizes('filler');
    expect(grown.seen).toBeGreaterThan(empty.seen);
    expect(grown.seen).toBe(grown.onDisk);
  });

  it('sees it shrink when a vacuum cuts its empty end off', async () => {
    const before = await sizes('filler');
    await client.exec('delete from filler where id > 100');
    await client.exec('vacuum filler');
    const after = await sizes('filler');
    expect(after.seen).toBeLessThan(before.seen);
    expect(after.seen).toBe(after.onDisk);
  });

  it('sees the new, empty file after a truncation, and it growing again', async () => {
    await client.exec('truncate filler');
    expect(await sizes('filler')).toEqual({ seen: 0, onDisk: 0 });
    await client.exec(`insert into filler select n, repeat('y', 500) from generate_series(1, 300) n`);
    const refilled = await sizes('filler');
    expect(refilled.seen).toBeGreaterThan(0);
    expect(refilled.seen).toBe(refilled.onDisk);
  });

  it('finds every row again after a restart', async () => {
    await client.close();
    client = await createDurablePglite(path.join(directory, 'db'));
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from filler');
    expect(rows[0]?.count).toBe(300);
    const reopened = await sizes('filler');
    expect(reopened.seen).toBe(reopened.onDisk);
  }, 60_000);
});
