import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/db/client';

/**
 * A folder with the migrations as they stood up to `tag`: the same files, the journal cut after
 * it. A migration's test migrates to it, writes rows as the tables stood then, and migrates on.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const target = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await fs.mkdir(path.join(target, 'meta'));
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  );
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(path.join(target, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as Array<{ tag: string }>) {
    await fs.copyFile(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(target, `${entry.tag}.sql`),
    );
  }
  return target;
}
