import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { type EmscriptenFs, keepFileSizes } from './known-file-sizes';

/**
 * The embedded database on disk, made durable (decision 040). PGlite starts PostgreSQL with `-F`
 * (fsync off), and Emscripten's Node file system has no fsync at all: both a commit's WAL and a
 * checkpoint's data files stayed in the operating system's page cache, which a power cut loses.
 * Here PostgreSQL's own protocol runs as on a server: fsync on, the WAL flushed at each commit,
 * the data files at each checkpoint, and every fsync PostgreSQL asks for reaches the disk.
 */

/**
 * PGlite's start parameters without `-F`. `wal_sync_method=fsync`: Emscripten's fdatasync (the
 * default method on Linux) is a no-op that reaches no file, whereas its fsync calls the stream's.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
];

interface NodeStream {
  nfd: number;
}

type EmscriptenModule = EmscriptenFs & {
  NODEFS: { stream_ops: { fsync?: (stream: NodeStream) => number } };
};

/**
 * PGlite's Node file system with the fsync Emscripten leaves out. A failed fsync becomes the
 * errno PostgreSQL sees, and PostgreSQL stops rather than acknowledge what it could not flush.
 * Its files' sizes are kept in memory rather than asked for at every lseek (known-file-sizes.ts).
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(module: EmscriptenModule) => void>;
    preRun.push((module) => {
      keepFileSizes(module);
      const { NODEFS } = module;
      NODEFS.stream_ops.fsync = (stream: NodeStream) => {
        NODEFS.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

/**
 * Flushes every file and directory under `directory` to disk. Files PostgreSQL did not write
 * itself need it: PGlite copies a new database's files in from initdb's scratch copy without an
 * fsync, and a restore writes a whole directory. Clean files cost a system call each.
 */
export function syncDirectoryTree(directory: string): number {
  let synced = 0;
  const visit = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const child = path.join(current, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) {
        syncPath(child);
        synced += 1;
      }
    }
    // The directory's own entries (files created or renamed in it) after its files. Windows
    // opens no directory as a file, and its file system journals names itself.
    if (process.platform !== 'win32') {
      syncPath(current);
      synced += 1;
    }
  };
  visit(directory);
  return synced;
}

function syncPath(target: string) {
  const descriptor = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}
