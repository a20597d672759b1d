import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live (DESIGN §2): on disk under DATA_DIR/uploads by default, in an
 * S3-compatible bucket when S3_BUCKET is set. Keys are random ids made by the caller, never file
 * names; both drivers refuse anything else.
 */
export interface FileStore {
  /** Stores the bytes; a stream needs its length (S3 is told it up front). */
  put(
    key: string,
    body: Buffer | Readable,
    options: { contentType: string; contentLength?: number },
  ): Promise<void>;
  /** The bytes as a stream; a missing key rejects with FileNotFoundError. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key and when it was written, in no order (the orphan sweep's reading). */
  listStored(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  storedAt: Date;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9-]{16,64}$/;

export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** Keys are ours (random UUIDs): anything else is a bug, never a path to follow. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
