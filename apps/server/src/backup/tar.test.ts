import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readTar, TarFormatError, tarEnd, tarHeader, tarPadding } from './tar';

const files: Array<[string, Buffer]> = [
  ['database.tar', Buffer.alloc(1300, 7)],
  ['uploads/3f2b8c1e-7d4a-4e6b-9c0d-1a2b3c4d5e6f', Buffer.from('SM21 extract\n')],
  ['manifest.json', Buffer.alloc(0)],
];
const archive = Buffer.concat([
  ...files.flatMap(([name, bytes]) => [
    tarHeader(name, bytes.length, new Date()),
    bytes,
    tarPadding(bytes.length),
  ]),
  tarEnd(),
]);

async function readAll(bytes: Buffer, chunkSize: number) {
  const chunks = async function* () {
    for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
  };
  const read: Array<[string, Buffer]> = [];
  await readTar(chunks(), (name, size) => {
    const parts: Buffer[] = [];
    return {
      write: (chunk) => parts.push(Buffer.from(chunk)),
      end: () => {
        expect(Buffer.concat(parts).length).toBe(size);
        read.push([name, Buffer.concat(parts)]);
      },
    };
  });
  return read;
}

it('reads back what it wrote, however the bytes arrive', async () => {
  for (const chunkSize of [1, 100, 512, 7000]) expect(await readAll(archive, chunkSize)).toEqual(files);
});

it('writes archives the system tar lists', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-tar-'));
  const file = path.join(dir, 'a.tar');
  fs.writeFileSync(file, archive);
  try {
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      files.map(([name]) => name),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses an archive cut short, or with a damaged header, rather than read less', async () => {
  await expect(readAll(archive.subarray(0, 2000), 512)).rejects.toThrow(TarFormatError);
  await expect(readAll(archive.subarray(0, archive.length - 1024), 512)).rejects.toThrow(/truncated/);
  const damaged = Buffer.from(archive);
  damaged[10] = 0x41;
  await expect(readAll(damaged, 512)).rejects.toThrow(/checksum/);
  expect(() => tarHeader('x'.repeat(101), 0, new Date())).toThrow(TarFormatError);
});
