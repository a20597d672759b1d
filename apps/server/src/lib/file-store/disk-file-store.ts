import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, FileNotFoundError, type FileStore, isStorageKey } from './file-store';

/** A temporary file older than this was left by a process that stopped while writing it. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const PARTIAL_SUFFIX = '.part';

/**
 * Files in one directory (DATA_DIR/uploads), created on start, named by their random key. A file is
 * written to a temporary name, flushed to the disk and renamed, and the rename flushed too: a reader
 * never sees half a file, and a file the database was told about survives a power cut (decision 040).
 */
export function createDiskFileStore(directory: string, now: Date): FileStore {
  fs.mkdirSync(directory, { recursive: true });
  removeAbandonedPartials(directory, now);
  const pathOf = (key: string) => path.join(directory, checkedKey(key));

  return {
    async put(key, body) {
      const target = pathOf(key);
      const temporary = `${target}${PARTIAL_SUFFIX}`;
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temporary, body, { flag: 'wx' });
        else await pipeline(body, fs.createWriteStream(temporary, { flags: 'wx' }));
        await flush(temporary);
        await fsp.rename(temporary, target);
        // Windows opens no directory as a file; its file system journals names itself.
        if (process.platform !== 'win32') await flush(directory);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<Readable> {
      const file = pathOf(key);
      try {
        await fsp.access(file);
      } catch {
        throw new FileNotFoundError(key);
      }
      return fs.createReadStream(file);
    },

    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },

    async *listStored() {
      const directoryHandle = await fsp.opendir(directory);
      for await (const entry of directoryHandle) {
        if (!entry.isFile() || entry.name.endsWith(PARTIAL_SUFFIX) || !isStorageKey(entry.name)) continue;
        const stat = await fsp.stat(path.join(directory, entry.name)).catch(() => null);
        if (stat) yield { key: entry.name, storedAt: stat.mtime };
      }
    },
  };
}

/** fsync of a file or a directory (its entries). */
async function flush(target: string) {
  const handle = await fsp.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Only old ones: another app on the same directory (tests build several) may be writing right now. */
function removeAbandonedPartials(directory: string, now: Date) {
  for (const name of fs.readdirSync(directory)) {
    if (!name.endsWith(PARTIAL_SUFFIX)) continue;
    const file = path.join(directory, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && now.getTime() - stat.mtimeMs > ABANDONED_AFTER_MS) fs.rmSync(file, { force: true });
  }
}
