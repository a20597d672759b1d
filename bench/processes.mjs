// The child processes and the admin connection of a benchmark run (bench/run.mjs, bench/seed.mjs,
// bench/fan-out.mjs): ports, children, the built server as `npm start` runs it, and its sign-in.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
export const ADMIN_EMAIL = 'bench-admin@example.com';
/** The V8 flags `npm start` and docs/deployment.md run the server with. */
export const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=8', '--max-old-space-size=192'];
/**
 * The environment `npm start` adds: React (the mail templates) in its production build, and
 * large blocks handed back to the system when freed (docs/deployment.md).
 */
export const PRODUCTION_ENV = { NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072' };
// The server is measured the way it would run in production: warnings on, request logs off.
export const SERVER_LOG_LEVEL = 'warn';

/** Ports are taken from the OS rather than guessed, so a busy 3000 cannot break the run. */
export async function findFreePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.listen(0, '127.0.0.1', resolve).on('error', reject));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function withClient(pg, connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts a Node child; its output is kept (last 64 KiB) to explain a failure, and otherwise dropped. */
export function startChild(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-65536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited, output: () => output };
}

export async function stopChild(handle) {
  if (!handle || handle.child.exitCode !== null || handle.child.signalCode !== null) return;
  handle.child.kill('SIGTERM');
  const result = await Promise.race([handle.exited, sleep(15_000, 'timeout')]);
  if (result === 'timeout') {
    handle.child.kill('SIGKILL');
    await handle.exited;
  }
}

/** Polls until the URL answers 200; fails early, with the child's output, if the child dies. */
export async function waitUntilReady(handle, url, headers = {}, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  handle.exited.then(() => {
    died = true;
  });
  while (Date.now() < deadline) {
    if (died) throw new Error(`${handle.name} exited during start-up:\n${handle.output()}`);
    try {
      const response = await fetch(url, { headers });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(
    `${handle.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s:\n${handle.output()}`,
  );
}

/** Starts the built server on a database and waits until it answers; answers its handle. */
export async function startServer({
  databaseUrl,
  adminPassword,
  jwtSecret,
  dataDir,
  baseEnv,
  extraNodeArgs = [],
}) {
  const port = await findFreePort();
  // As `npm start` runs it; BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" adds a profile.
  const nodeArgs = [
    ...PRODUCTION_NODE_ARGS,
    ...extraNodeArgs,
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const server = startChild('server', [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...baseEnv,
      ...PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      // None: the embedded database in DATA_DIR/db, as `npm start` runs without one.
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      DATA_DIR: dataDir,
      LOG_LEVEL: SERVER_LOG_LEVEL,
      JWT_SECRET: jwtSecret,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO: 'false',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(server, `${base}/api/health`);
  } catch (error) {
    await stopChild(server);
    throw error;
  }
  return { server, base };
}

export async function signIn(serverBase, email, password) {
  const login = await fetch(`${serverBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200)
    throw new Error(`login of ${email} answered ${login.status}: ${await login.text()}`);
  const { token, id } = await login.json();
  if (!token) throw new Error(`login of ${email} asked for a second factor's code`);
  return { id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The admin's session with the second factor the admin routes require set up, as a real admin
 * has it: their requests then take the routes' real path (the factor's one primary-key read).
 */
export async function signInAdmin(serverBase, email, password) {
  const session = await signIn(serverBase, email, password);
  const post = async (url, body) => {
    const response = await fetch(`${serverBase}${url}`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 200)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const { secret } = await post('/api/auth/second-factor/setup');
  await post('/api/auth/second-factor/confirm', { code: await generate({ secret }) });
  return session;
}
