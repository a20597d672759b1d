import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, FileNotFoundError, type FileStore } from './file-store';

/**
 * Files in one directory (DATA_DIR/uploads), created on start, named by their random key. A file is
 * written to a temporary name and renamed, so a reader never sees half a file.
 */
export function createDiskFileStore(directory: string): FileStore {
  fs.mkdirSync(directory, { recursive: true });
  const pathOf = (key: string) => path.join(directory, checkedKey(key));

  return {
    async put(key, body) {
      const target = pathOf(key);
      const temporary = `${target}.part`;
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temporary, body, { flag: 'wx' });
        else await pipeline(body, fs.createWriteStream(temporary, { flags: 'wx' }));
        await fsp.rename(temporary, target);
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
  };
}
