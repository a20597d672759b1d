import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in';
import { createDiskFileStore } from './disk-file-store';
import { FileNotFoundError, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

let s3: S3StandIn;
let diskDir: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-files-'));
});

afterAll(async () => {
  await s3.close();
  fs.rmSync(diskDir, { recursive: true, force: true });
});

const KEY = '3f2b8c1e-7d4a-4e6b-9c0d-1a2b3c4d5e6f';

describe.each([
  ['disk', () => createDiskFileStore(path.join(diskDir, 'uploads'))],
  [
    'S3 (s3rver)',
    () =>
      createS3FileStore({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
] as const)('%s file store', (_name, open: () => FileStore) => {
  it('puts, gets and deletes by key; a missing key is FileNotFoundError, deleting it is no error', async () => {
    const store = open();
    await store.put(KEY, Buffer.from('SM21 extract\n'), { contentType: 'text/plain; charset=utf-8' });
    expect(await text(await store.get(KEY))).toBe('SM21 extract\n');
    await store.delete(KEY);
    await expect(store.get(KEY)).rejects.toBeInstanceOf(FileNotFoundError);
    await store.delete(KEY);
  });

  it('refuses keys that are not ours (no names, no paths)', async () => {
    const store = open();
    await expect(store.put('../etc/passwd', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(store.get('invoice.pdf')).rejects.toThrow(/Invalid storage key/);
  });
});

it('the disk store creates its directory on start and leaves no partial file behind', async () => {
  const directory = path.join(diskDir, 'fresh', 'uploads');
  const store = createDiskFileStore(directory);
  expect(fs.existsSync(directory)).toBe(true);
  await store.put(KEY, Buffer.from('x'), { contentType: 'text/plain' });
  expect(fs.readdirSync(directory)).toEqual([KEY]);
});
