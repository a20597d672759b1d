import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { createDurablePglite } from '../db/client';
import { syncDirectoryTree } from '../db/durable-pglite';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-dir-lock';
import { isStorageKey } from '../lib/file-store/file-store';
import {
  DATABASE_PART,
  describeDatabase,
  knownMigrations,
  MANIFEST_NAME,
  type Manifest,
  manifestSchema,
  UPLOADS_PREFIX,
} from './manifest';
import { readTar, TarFormatError } from './tar';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  now: Date;
}

export interface Restored {
  manifest: Manifest;
  /** What was in the data directory before, moved aside rather than deleted. */
  keptAside: string[];
}

/** The backup cannot be restored; the words say why. Nothing in the data directory was touched. */
export class RestoreRefusedError extends Error {}

const refuse = (reason: string): never => {
  throw new RestoreRefusedError(`${reason} Nothing was restored; the data directory is as it was.`);
};

interface ReceivedPart {
  bytes: number;
  sha256: string;
}

/** Unpacks the archive into `staging`, hashing each part; the manifest is kept in memory. */
async function unpack(file: string, staging: string) {
  const received = new Map<string, ReceivedPart>();
  let manifestText = '';
  const onFile = (name: string, size: number) => {
    const isUpload = name.startsWith(UPLOADS_PREFIX) && isStorageKey(name.slice(UPLOADS_PREFIX.length));
    if (name !== DATABASE_PART && name !== MANIFEST_NAME && !isUpload)
      refuse(`The backup holds an unknown part, ${name}.`);
    if (received.has(name)) refuse(`The backup holds ${name} twice.`);
    const hash = crypto.createHash('sha256');
    const target = name === MANIFEST_NAME ? null : path.join(staging, name);
    if (target) fs.mkdirSync(path.dirname(target), { recursive: true });
    const descriptor = target === null ? null : fs.openSync(target, 'wx');
    let bytes = 0;
    return {
      write(chunk: Buffer) {
        hash.update(chunk);
        bytes += chunk.length;
        if (descriptor === null) manifestText += chunk.toString('utf8');
        else fs.writeSync(descriptor, chunk);
      },
      end() {
        if (descriptor !== null) fs.closeSync(descriptor);
        if (bytes !== size) refuse(`${name} is shorter than its header says.`);
        received.set(name, { bytes, sha256: hash.digest('hex') });
      },
    };
  };
  try {
    await pipeline(fs.createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) =>
      readTar(source, onFile),
    );
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    if (error instanceof TarFormatError || (error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      refuse(`The backup file is truncated or damaged (${(error as Error).message}).`);
    }
    throw error;
  }
  return { received, manifestText };
}

/** Every part the manifest lists arrived whole, and nothing else did. */
function verify(received: Map<string, ReceivedPart>, manifestText: string): Manifest {
  if (!received.has(MANIFEST_NAME))
    refuse('The backup has no manifest: it is truncated or not a BasisDesk backup.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    return refuse('The backup manifest is not readable JSON.');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) return refuse('The backup manifest is not one this version of BasisDesk reads.');
  const manifest = result.data;
  const listed = new Set(manifest.parts.map((item) => item.name));
  if (!listed.has(DATABASE_PART)) refuse('The backup lists no database.');
  for (const item of manifest.parts) {
    const got = received.get(item.name);
    if (!got) refuse(`The backup is missing ${item.name}, which its manifest lists.`);
    else if (got.bytes !== item.bytes || got.sha256 !== item.sha256) {
      refuse(`${item.name} in the backup does not match its checksum: the file is damaged.`);
    }
  }
  for (const name of received.keys()) {
    if (name !== MANIFEST_NAME && !listed.has(name))
      refuse(`The backup holds ${name}, which its manifest does not list.`);
  }
  if (manifest.migrations > knownMigrations()) {
    refuse('The backup was made by a newer version of BasisDesk: update this one first.');
  }
  return manifest;
}

/** Opens the restored database once (recovery, then a clean stop) and checks its counts. */
async function materialize(staging: string, manifest: Manifest) {
  const tarFile = path.join(staging, DATABASE_PART);
  const client = await createDurablePglite(path.join(staging, 'db'), {
    loadDataDir: new Blob([fs.readFileSync(tarFile)]),
  });
  try {
    const description = await describeDatabase(client);
    if (JSON.stringify(description.counts) !== JSON.stringify(manifest.counts)) {
      refuse(
        `The restored database does not hold what the manifest counts (${JSON.stringify(description.counts)} against ${JSON.stringify(manifest.counts)}).`,
      );
    }
  } finally {
    await client.close();
  }
  fs.rmSync(tarFile);
  fs.mkdirSync(path.join(staging, 'uploads'), { recursive: true });
  syncDirectoryTree(staging);
}

const syncDirectory = (directory: string) => {
  const descriptor = fs.openSync(directory, 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
};

/**
 * `npm run restore <file>`: refused while a server holds the data directory; the archive is
 * unpacked beside it, checked part by part against its manifest and opened once, and only then
 * moved in. What was there (db, and uploads when the backup carries them) is moved aside, never
 * deleted.
 */
export async function restoreBackup({ file, dataDir, now }: RestoreOptions): Promise<Restored> {
  if (!fs.existsSync(file)) refuse(`There is no file ${file}.`);
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      refuse(`A BasisDesk server is running on ${dataDir}: stop it first.`);
    throw error;
  }
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const { received, manifestText } = await unpack(file, staging);
    const manifest = verify(received, manifestText);
    await materialize(staging, manifest);

    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const keptAside: string[] = [];
    const moved = manifest.uploads === 'disk' ? ['db', 'uploads'] : ['db'];
    for (const name of moved) {
      const current = path.join(dataDir, name);
      if (fs.existsSync(current)) {
        const aside = path.join(dataDir, `${name}.before-restore-${stamp}`);
        fs.renameSync(current, aside);
        keptAside.push(aside);
      }
      fs.renameSync(path.join(staging, name), current);
    }
    syncDirectory(dataDir);
    return { manifest, keptAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
