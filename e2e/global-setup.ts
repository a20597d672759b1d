import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeSupabase } from './support/fake-supabase';
import type { E2eServer } from './support/server';
import { startSmtpCatcher } from './support/smtp-catcher';
import { snapshotWebBuild } from './support/web-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in the order of VITEST_POOL_ID (support/server.ts picks the worker's). */
    servers: E2eServer[];
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Started extends E2eServer {
  stop(): Promise<void>;
}

/**
 * Starts the built server on a fresh embedded database with the demo workspace in `dir`, a real
 * SMTP server that catches its mails, and a fake Supabase Auth server for social sign-in.
 */
async function startServer(dir: string, webDir: string): Promise<Started> {
  const mailDir = path.join(dir, 'caught-mail');
  const smtp = await startSmtpCatcher(mailDir);
  const supabase = await startFakeSupabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: path.join(dir, 'server'),
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'BasisDesk <no-reply@basisdesk.test>',
      SUPABASE_URL: supabase.url,
      SUPABASE_ANON_KEY: 'e2e-anon-key',
      WEB_DIST_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stopHelpers = async () => {
    await smtp.close();
    await supabase.close();
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stopHelpers();
      throw new Error(`The server exited:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      await stopHelpers();
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    mailDir,
    supabaseUrl: supabase.url,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) =>
        server.exitCode === null ? server.once('exit', resolve) : resolve(null),
      );
      await stopHelpers();
      // Server errors (5xx, crashes) are worth seeing when a journey failed for a reason the page hides.
      if (/"level":(50|60)/.test(output))
        console.warn(`Server errors during the e2e run (${baseUrl}):\n${output}`);
    },
  };
}

/**
 * One server, mail catcher and fake Supabase per worker: a worker's files run one at a time on a
 * server of their own, so what a journey counts (lists, figures, the mail inbox) is only its own
 * worker's doing, while the other worker's journeys run beside it.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-e2e-'));
  // A snapshot of the web build: a rebuild during the run would delete chunks under the servers.
  const webDir = path.join(dataDir, 'web');
  await snapshotWebBuild(WEB_DIST, webDir);
  const workers = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, (_, index) =>
      startServer(path.join(dataDir, `worker-${index + 1}`), webDir),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, mailDir, supabaseUrl }) => ({ baseUrl, mailDir, supabaseUrl })),
  );
  return stopAll;
}
