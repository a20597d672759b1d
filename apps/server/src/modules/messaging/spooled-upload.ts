import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An uploaded file written to a spool file as it arrives, never whole in memory: a dozen parallel
 * uploads of the largest size cost a few stream buffers, not their bytes. Its plain-text test
 * (UTF-8 without NUL bytes, for txt and csv) is worked out on the way, chunk by chunk.
 */
export interface SpooledFile {
  path: string;
  /** Bytes. */
  size: number;
  isPlainText: boolean;
  /** Removes the spool file; called once the file is stored or refused. */
  discard(): Promise<void>;
}

/**
 * Writes the stream to a new file in `directory`; a stream that fails leaves no file behind.
 * `isHead`: the stream is a file's first bytes only (POST file-checks), so a character cut at its
 * end is not a fault of the text.
 */
export async function spoolToFile(
  stream: Readable,
  directory: string,
  { isHead = false }: { isHead?: boolean } = {},
): Promise<SpooledFile> {
  const target = path.join(directory, `${crypto.randomUUID()}.part`);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let isPlainText = true;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (isPlainText) {
        try {
          if (chunk.includes(0)) isPlainText = false;
          else decoder.decode(chunk, { stream: true });
        } catch {
          isPlainText = false;
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (isPlainText && !isHead) {
        try {
          decoder.decode();
        } catch {
          isPlainText = false;
        }
      }
      done();
    },
  });
  try {
    await pipeline(stream, inspect, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await fsp.rm(target, { force: true });
    throw error;
  }
  return { path: target, size, isPlainText, discard: () => fsp.rm(target, { force: true }) };
}

/** A spool file older than this was left by a process that stopped mid-upload. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * The spool directory, made on start and cleared of what a crash left half-written. Only old
 * files go: another app on the same directory (tests build several) may be spooling right now.
 */
export function prepareSpoolDirectory(directory: string, now: Date): string {
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  removeAbandonedSpoolFiles(directory, now);
  return directory;
}

/** Spool files an hour old: the upload that wrote each ended long ago. Answers how many went. */
export function removeAbandonedSpoolFiles(directory: string, now: Date): number {
  let removed = 0;
  for (const name of fs.readdirSync(directory)) {
    const file = path.join(directory, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && now.getTime() - stat.mtimeMs > ABANDONED_AFTER_MS) {
      fs.rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
