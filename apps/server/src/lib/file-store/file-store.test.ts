import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  ['disk', () => createDiskFileStore(path.join(diskDir, 'uploads'), new Date())],
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

  it('lists each stored key with when it was written', async () => {
    const store = open();
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const before = Date.now() - 60_000;
    await store.put(KEY, Buffer.from('one'), { contentType: 'text/plain' });
    await store.put(other, Buffer.from('two'), { contentType: 'text/plain' });
    const listed = [];
    for await (const stored of store.listStored()) listed.push(stored);
    expect(listed.map((stored) => stored.key).sort()).toEqual([other, KEY].sort());
    for (const stored of listed) expect(stored.storedAt.getTime()).toBeGreaterThan(before);
    await store.delete(KEY);
    await store.delete(other);
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
  const store = createDiskFileStore(directory, new Date());
  expect(fs.existsSync(directory)).toBe(true);
  await store.put(KEY, Buffer.from('x'), { contentType: 'text/plain' });
  expect(fs.readdirSync(directory)).toEqual([KEY]);
});

it('the disk store flushes a file and its name before the put is done', async () => {
  const store = createDiskFileStore(path.join(diskDir, 'flushed'), new Date());
  const fsync = vi.spyOn(fs.promises, 'open');
  await store.put(KEY, Buffer.from('payslip'), { contentType: 'text/plain' });
  // The temporary file, then the directory after the rename, each opened to be synced.
  expect(fsync.mock.calls.map(([target]) => path.basename(String(target)))).toEqual([
    `${KEY}.part`,
    'flushed',
  ]);
  fsync.mockRestore();
});

it('the disk store removes on start what a crash left half-written an hour ago, and nothing newer', () => {
  const directory = path.join(diskDir, 'after-a-crash');
  fs.mkdirSync(directory, { recursive: true });
  const old = path.join(directory, `${KEY}.part`);
  const recent = path.join(directory, '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e.part');
  fs.writeFileSync(old, 'half');
  fs.writeFileSync(recent, 'half');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
  createDiskFileStore(directory, new Date());
  expect(fs.readdirSync(directory)).toEqual([path.basename(recent)]);
});
