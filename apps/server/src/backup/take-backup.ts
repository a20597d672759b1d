import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { createDurablePglite, createPglite, createPgliteDatabase } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-dir-lock';
import { isStorageKey } from '../lib/file-store/file-store';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_PART,
  type DatabaseDescription,
  describeDatabase,
  MANIFEST_NAME,
  type Manifest,
  UPLOADS_PREFIX,
} from './manifest';
import { requestSnapshot } from './snapshot-socket';
import { tarEnd, tarHeader, tarPadding } from './tar';

export interface BackupOptions {
  dataDir: string;
  /** The archive to write; refused if it exists. */
  out: string;
  /** Whether the files are in DATA_DIR/uploads (else in S3, outside the archive). */
  uploadsOnDisk: boolean;
  now: Date;
}

export class BackupRefusedError extends Error {}

/**
 * The embedded database's copy at one instant: from the running server over its socket, or, with
 * no server, straight from the directory under the data-directory lock.
 */
async function databaseSnapshot(dataDir: string): Promise<Uint8Array> {
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return requestSnapshot(dataDir);
    throw error;
  }
  try {
    const database = createPgliteDatabase(await createDurablePglite(path.join(dataDir, 'db')));
    try {
      return await database.snapshot();
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

/** The copy opened on its own, in memory: a snapshot that would not open is never kept as a backup. */
async function describeSnapshot(tar: Uint8Array): Promise<DatabaseDescription> {
  const client = await createPglite({ loadDataDir: new Blob([tar]) });
  try {
    return await describeDatabase(client);
  } finally {
    await client.close();
  }
}

/** A tar part's bytes, hashed as they are written. */
async function* part(
  name: string,
  size: number,
  body: AsyncIterable<Buffer> | Buffer,
  parts: Manifest['parts'],
): AsyncGenerator<Buffer> {
  const hash = crypto.createHash('sha256');
  let written = 0;
  yield tarHeader(name, size, new Date());
  for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
    hash.update(chunk);
    written += chunk.length;
    yield chunk;
  }
  if (written !== size) throw new BackupRefusedError(`${name} changed while it was copied; try again`);
  yield tarPadding(size);
  parts.push({ name, bytes: size, sha256: hash.digest('hex') });
}

/**
 * `npm run backup`: the database as it stood at one instant, then the uploaded files, then the
 * manifest (counts, migrations, each part's size and SHA-256), as one .tar.gz. Written under a
 * temporary name, flushed and renamed: a backup file that exists is complete.
 */
export async function takeBackup(options: BackupOptions): Promise<Manifest> {
  const { dataDir, out, uploadsOnDisk, now } = options;
  if (!fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    throw new BackupRefusedError(`There is no embedded database in ${dataDir} to back up (DATA_DIR).`);
  }
  if (fs.existsSync(out)) throw new BackupRefusedError(`${out} already exists: choose another --out.`);

  const snapshot = Buffer.from(await databaseSnapshot(dataDir));
  const description = await describeSnapshot(snapshot);
  const uploadsDir = path.join(dataDir, 'uploads');
  // The database first, the files after: every file a row of the copy points at was stored
  // before that row committed, so it is here unless it was deleted in between (listed as missing).
  const files =
    uploadsOnDisk && fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).filter(isStorageKey) : [];
  const onDisk = new Set(files);
  const missingFiles = uploadsOnDisk ? description.storageKeys.filter((key) => !onDisk.has(key)) : [];

  const parts: Manifest['parts'] = [];
  let manifest: Manifest | undefined;
  async function* archive(): AsyncGenerator<Buffer> {
    yield* part(DATABASE_PART, snapshot.length, snapshot, parts);
    for (const key of files) {
      const file = path.join(uploadsDir, key);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      yield* part(`${UPLOADS_PREFIX}${key}`, stat.size, fs.createReadStream(file), parts);
    }
    manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      migrations: description.migrations,
      counts: description.counts,
      uploads: uploadsOnDisk ? 'disk' : 's3',
      missingFiles,
      parts: [...parts],
    };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield* part(MANIFEST_NAME, body.length, body, []);
    yield tarEnd();
  }

  const temporary = `${out}.partial`;
  try {
    await pipeline(Readable.from(archive()), createGzip(), fs.createWriteStream(temporary, { flags: 'wx' }));
    const handle = fs.openSync(temporary, 'r');
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(temporary, out);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  if (!manifest) throw new Error('The archive was written without its manifest');
  return manifest;
}
