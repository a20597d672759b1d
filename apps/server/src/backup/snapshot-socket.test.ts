import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Logger } from '../lib/logger';
import {
  NoServerAnsweredError,
  requestSnapshot,
  type SnapshotServer,
  serveSnapshots,
} from './snapshot-socket';

const silent: Pick<Logger, 'info' | 'warn' | 'error'> = { info() {}, warn() {}, error() {} };
const opened: SnapshotServer[] = [];
const made: string[] = [];
// Short: a socket's path is limited to 107 bytes.
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-sock-'));
  made.push(dir);
  return dir;
};

afterEach(async () => {
  for (const server of opened.splice(0)) await server.close();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(dir: string, snapshot: () => Promise<Uint8Array>) {
  const server = await serveSnapshots(dir, snapshot, silent);
  if (!server) throw new Error('no socket');
  opened.push(server);
  return server;
}

function status(dir: string, method: string, url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: path.join(dir, 'backup.sock'), method, path: url },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

it("answers the snapshot on a socket only the server's user may open, and nothing else", async () => {
  const dir = dataDir();
  await serve(dir, async () => new Uint8Array([1, 2, 3]));
  expect(fs.statSync(path.join(dir, 'backup.sock')).mode & 0o777).toBe(0o600);
  expect([...(await requestSnapshot(dir))]).toEqual([1, 2, 3]);
  expect(await status(dir, 'GET', '/')).toBe(404);
  expect(await status(dir, 'POST', '/snapshot')).toBe(404);
});

it('replaces a socket file a dead server left, and says when no server answers', async () => {
  const dir = dataDir();
  await expect(requestSnapshot(dir)).rejects.toBeInstanceOf(NoServerAnsweredError);
  fs.writeFileSync(path.join(dir, 'backup.sock'), '');
  const server = await serve(dir, async () => new Uint8Array([7]));
  expect([...(await requestSnapshot(dir))]).toEqual([7]);
  await server.close();
  await expect(requestSnapshot(dir)).rejects.toBeInstanceOf(NoServerAnsweredError);
});

it('a failed snapshot is a refusal the backup reports, not a partial copy', async () => {
  const dir = dataDir();
  await serve(dir, async () => {
    throw new Error('disk full');
  });
  await expect(requestSnapshot(dir)).rejects.toThrow(/refused the snapshot \(500\)/);
});
