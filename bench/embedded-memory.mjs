// The embedded database as `npm start` gives it (decision 040): the built server on PGlite with its
// demo workspace. Measures what a person installing BasisDesk meets first: the first start (the
// database created and the demo seeded), resident memory idle, resident memory and latency under
// 10 connections on the demo's lists (a customer's, a consultant's, the admin's), and the start
// on the existing data directory afterwards.
//
//   npm run build -w apps/server && node bench/embedded-memory.mjs [--duration 20] [--connections 10]
// Results are printed and written to bench/results/embedded-memory.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { listeningAddress, spawnEmbeddedServer } from './embedded-server.mjs';
import { rssKiBOf } from './measure.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const RESULTS_FILE = path.join(ROOT, 'bench/results/embedded-memory.json');
const DEMO_PASSWORD = 'Demo@123';
const IDLE_SECONDS = 10;
const RSS_SAMPLE_MS = 250;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
  },
});

const rssMiB = (pid) => Math.round((rssKiBOf(pid) ?? 0) / 1024);

/** Starts the built server on `dataDir`; answers it, its base URL and how long it took to answer. */
async function start(dataDir) {
  const started = performance.now();
  const { server, output } = spawnEmbeddedServer(ENTRY, dataDir);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const base = listeningAddress(output());
    if (base) {
      const health = await fetch(`${base}/api/health`).catch(() => null);
      if (health?.status === 200)
        return { server, base, startMs: Math.round(performance.now() - started), output };
    }
    if (server.exitCode !== null) break;
    await sleep(50);
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output()}`);
}

async function stop(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** Runs autocannon on one list as one person, sampling the server's memory; answers the figures. */
async function measureList(pid, base, token, url) {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, RSS_SAMPLE_MS);
  const result = await autocannon({
    url: `${base}${url}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { authorization: `Bearer ${token}` },
  });
  clearInterval(sampler);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  return {
    url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    peakRssMiB: peak,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-embedded-memory-'));
let running;
try {
  running = await start(dataDir);
  const seedDeadline = Date.now() + 180_000;
  while (!running.output().includes('Demo tickets created')) {
    if (Date.now() > seedDeadline) throw new Error(`The demo was not seeded:\n${running.output()}`);
    await sleep(100);
  }
  const firstStartMs = running.startMs;
  await sleep(IDLE_SECONDS * 1000);
  const idleRssMiB = rssMiB(running.server.pid);
  const signIn = async (email) => {
    const response = await fetch(`${running.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
    return (await response.json()).token;
  };
  const lists = [
    ['customer@example.com', '/api/SupportRequests/recent/user?page=1&pageSize=20'],
    ['consultant@example.com', '/api/SupportRequests/recent/consultant?page=1&pageSize=20'],
    ['admin@example.com', '/api/SupportRequests?page=1&pageSize=20'],
  ];
  const loaded = [];
  for (const [email, url] of lists)
    loaded.push(await measureList(running.server.pid, running.base, await signIn(email), url));
  const afterLoadRssMiB = rssMiB(running.server.pid);
  await stop(running.server);
  running = await start(dataDir);
  const restartMs = running.startMs;
  const restartedRssMiB = rssMiB(running.server.pid);

  console.log(
    [
      '',
      `The embedded database (PGlite), the demo workspace; ${values.connections} connections, ${values.duration} s a list`,
      `  first start (created, migrated, demo seeded) ${firstStartMs} ms; RSS ${idleRssMiB} MiB idle after ${IDLE_SECONDS} s`,
      ...loaded.map(
        (list) =>
          `  ${list.url.padEnd(58)} ${String(list.requestsPerSecond).padStart(7)} req/s  p50 ${list.p50Ms} ms  p99 ${list.p99Ms} ms  peak RSS ${list.peakRssMiB} MiB`,
      ),
      `  RSS after the lists ${afterLoadRssMiB} MiB; start on the existing data directory ${restartMs} ms, RSS then ${restartedRssMiB} MiB`,
      '',
    ].join('\n'),
  );
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), connections: Number(values.connections), firstStartMs, idleRssMiB, lists: loaded, afterLoadRssMiB, restartMs, restartedRssMiB }, null, 2)}\n`,
  );
} finally {
  if (running) await stop(running.server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
