import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Whether `dataDir` holds no database yet (PostgreSQL writes PG_VERSION first of all). */
export const hasNoDatabase = (dataDir: string): boolean => !fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Creates a new embedded database's files in `dataDir` in a process of its own. PGlite's initdb
 * passes the whole new directory through memory several times (about 230 MB of buffers at once),
 * and memory the process has freed is not handed back to the system: a server that created its
 * database kept 120 MB more resident, for its whole life, than the same server started on the
 * directory afterwards. The child exits and takes that memory with it; the server then opens the
 * files as it opens any existing database (decision 040).
 */
export async function createDatabaseFilesApart(dataDir: string): Promise<void> {
  const program = [
    `const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite'))});`,
    `const { NodeFS } = require(${JSON.stringify(require.resolve('@electric-sql/pglite/nodefs'))});`,
    'PGlite.create({ fs: new NodeFS(process.argv[1]) }).then((db) => db.close());',
  ].join('\n');
  fs.mkdirSync(dataDir, { recursive: true });
  await run(process.execPath, ['-e', program, dataDir], { timeout: 120_000 });
}
