// The built server on the embedded database as `npm start` runs it (production, its own data
// directory, a free port, no mail), for the benches that measure it (embedded-writes.mjs,
// embedded-memory.mjs).
import { spawn } from 'node:child_process';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS } from './processes.mjs';

/** Starts the server on `dataDir`; answers the child and its output so far (to wait on, or explain a failure). */
export function spawnEmbeddedServer(entry, dataDir) {
  const server = spawn(process.execPath, [...PRODUCTION_NODE_ARGS, entry], {
    env: {
      PATH: process.env.PATH,
      ...PRODUCTION_ENV,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_FORMAT: 'json',
      NOTIFICATIONS_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  return { server, output: () => output };
}

/** The address the server says it listens at, once it has said so. */
export const listeningAddress = (output) =>
  output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
