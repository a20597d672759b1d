import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from '../lib/logger';

/**
 * How `npm run backup` gets a consistent copy of the embedded database from the server that holds
 * it (decision 040): the server answers `GET /snapshot` on a Unix socket in its data directory,
 * made readable and writable by its own user only. Whoever can connect can already read the data
 * directory; nothing listens on a network address.
 */
export const snapshotSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Linux's limit on a socket's path (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

export interface SnapshotServer {
  close(): Promise<void>;
}

export async function serveSnapshots(
  dataDir: string,
  snapshot: () => Promise<Uint8Array>,
  log: Pick<Logger, 'info' | 'warn' | 'error'>,
): Promise<SnapshotServer | null> {
  const socketPath = snapshotSocketPath(dataDir);
  if (process.platform === 'win32') {
    log.warn(
      {},
      'Backups of the running server need a Unix socket: stop the server to back it up on Windows',
    );
    return null;
  }
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      'Backups of the running server are off: the data directory path is too long for a socket',
    );
    return null;
  }
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/snapshot') {
      response.writeHead(404).end();
      return;
    }
    snapshot().then(
      (tar) => {
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': tar.byteLength });
        response.end(tar);
        log.info({ bytes: tar.byteLength }, 'Database snapshot taken for a backup');
      },
      (error: unknown) => {
        log.error({ err: error }, 'Database snapshot for a backup failed');
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end('The snapshot failed; the server log says why');
      },
    );
  });
  // The data directory lock is ours: a socket file here was left by a process that died.
  fs.rmSync(socketPath, { force: true });
  // Created with no access for group and others, not opened up and closed down after.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } catch (error) {
    // The server serves without it; a backup then needs the server stopped.
    log.warn({ err: error }, 'Backups of the running server are off: the backup socket could not be opened');
    return null;
  } finally {
    process.umask(umask);
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export class NoServerAnsweredError extends Error {}

/** The running server's snapshot; NoServerAnsweredError when nothing listens on the socket. */
export function requestSnapshot(dataDir: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { socketPath: snapshotSocketPath(dataDir), path: '/snapshot', agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode !== 200) {
            reject(new Error(`The server refused the snapshot (${response.statusCode}): ${body.toString()}`));
          } else if (body.byteLength !== Number(response.headers['content-length'])) {
            reject(new Error('The snapshot arrived incomplete'));
          } else resolve(new Uint8Array(body));
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(new NoServerAnsweredError(error.message));
      } else reject(error);
    });
  });
}
