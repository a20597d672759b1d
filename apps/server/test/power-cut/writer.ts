// The child process of the power-cut test: opens an embedded database in a data directory (from the
// migrated template) and commits numbered rows until it is killed, printing each number once its
// commit has been answered, as a request's answer would follow it.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createDurablePglite, createPglite } from '../../src/db/client';

const [dataDir, templateFile, mode] = process.argv.slice(2);
if (!dataDir || !templateFile)
  throw new Error('usage: writer.ts <dataDir> <template.tar> [durable|pglite-default]');

const loadDataDir = new Blob([fs.readFileSync(templateFile)]);
const client: PGlite =
  mode === 'pglite-default'
    ? await createPglite({ dataDir, loadDataDir })
    : await createDurablePglite(dataDir, { loadDataDir });

await client.exec('CREATE TABLE power_cut_rows (id integer PRIMARY KEY, body text NOT NULL)');
process.stdout.write('ready\n');
const body = 'acknowledged '.repeat(40);
for (let id = 1; ; id += 2) {
  // A statement on its own, then a transaction of one more row: both ways a commit is made.
  await client.query('INSERT INTO power_cut_rows (id, body) VALUES ($1, $2)', [id, body]);
  await client.transaction(async (tx) => {
    await tx.query('INSERT INTO power_cut_rows (id, body) VALUES ($1, $2)', [id + 1, body]);
  });
  process.stdout.write(`acked ${id + 1}\n`);
  // A checkpoint now and then: the data files are flushed and the WAL before them may be reused.
  if ((id + 1) % 40 === 0) await client.exec('CHECKPOINT');
}
