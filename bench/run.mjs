// Load tests of the API's hot paths, each against a bare baseline (bench/scenarios/<name>.mjs):
//
//   (a) bench/bare-server.mjs: node:http + pg running the very statements the route runs
//   (b) the built server (apps/server/dist/main.js) on PostgreSQL
//
// The ratio b/a is the price of everything the framework adds (routing, JWT, schemas, hooks,
// logging, Drizzle). Run with `npm run bench` (builds the server first), or name scenarios:
// `npm run bench -- consultants-by-skills`. `--notifications=off` runs the server with
// NOTIFICATIONS_ENABLED=false (and tells the bare baseline so: ticket-create then writes no outbox
// rows), to set a write route's figures with its mails against the same without
// (`npm run bench -- ticket-create --notifications=off`). The run is a report: a missed target still exits 0; a
// broken run (non-2xx answers, a server that will not start) exits 1. Results are printed and
// written to bench/results/latest.json.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const BARE_ENTRY = path.join(ROOT, 'bench/bare-server.mjs');
const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json');
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The V8 flags `npm start` and docs/deployment.md run the server with. */
const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=32'];
const SCENARIOS = [
  'user-by-id',
  'consultants-by-skills',
  'tickets-page',
  'ticket-counts',
  'ticket-create',
  'payment-verify',
  'message-list',
  'message-send',
];
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = 10;
// The server is measured the way it would run in production: warnings on, request logs off.
const SERVER_LOG_LEVEL = 'warn';
const NOTIFICATIONS_FLAG = /^--notifications=(on|off)$/;

// The server's own copy of the driver (it is a dependency of apps/server, not of the root).
const pg = createRequire(path.join(ROOT, 'apps/server/package.json'))('pg');

/** Ports are taken from the OS rather than guessed, so a busy 3000 cannot break the run. */
async function findFreePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.listen(0, '127.0.0.1', resolve).on('error', reject));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function withAdminClient(work) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts a Node child; its output is kept (last 64 KiB) to explain a failure, and otherwise dropped. */
function startChild(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-65536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited, output: () => output };
}

async function stopChild(handle) {
  if (!handle || handle.child.exitCode !== null || handle.child.signalCode !== null) return;
  handle.child.kill('SIGTERM');
  const result = await Promise.race([handle.exited, sleep(15_000, 'timeout')]);
  if (result === 'timeout') {
    handle.child.kill('SIGKILL');
    await handle.exited;
  }
}

/** Polls until the URL answers 200; fails early, with the child's output, if the child dies. */
async function waitUntilReady(handle, url, headers = {}, timeoutMs = 60_000) {
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

/**
 * A GET repeats one request. A write scenario (`request`) gives every request its own body from
 * `nextBody()` (a different slot to book, say): the same request twice would measure a refusal.
 */
function runAutocannon(url, headers, duration, connections, request) {
  if (!request) return autocannon({ url, headers, connections, duration });
  return autocannon({
    url,
    connections,
    duration,
    method: request.method,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [{ setupRequest: (built) => ({ ...built, body: request.nextBody() }) }],
  });
}

/** One request of the scenario, as the load sends it: for a write, with a fresh body. */
function sendOnce(url, headers, request) {
  if (!request) return fetch(url, { headers });
  return fetch(url, {
    method: request.method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: request.nextBody(),
  });
}

/** A benchmark with failed requests measures error paths, not the route: refuse to report it. */
function assertAllSucceeded(label, result) {
  const failures = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
  if (result['2xx'] === 0 || Object.values(failures).some((count) => count > 0)) {
    throw new Error(
      `${label}: not every response was 2xx: ${JSON.stringify({ ok: result['2xx'], ...failures })}`,
    );
  }
}

/**
 * CPU seconds a process has used so far (Linux /proc; null elsewhere). Throughput on a small shared
 * machine swings with whatever else runs; CPU time per request is steadier and says which side
 * (Node or PostgreSQL) the time goes to.
 */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ ticks
  } catch {
    return null;
  }
}

/**
 * The whole machine's CPU seconds so far, from the first line of /proc/stat (all cores, USER_HZ):
 * busy, and stolen (taken by the hypervisor for other guests: a virtual machine's figures swing
 * with its neighbours' load). Null fields where /proc is missing.
 */
function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq) / 100, steal: steal / 100 };
  } catch {
    return { busy: null, steal: null };
  }
}

/** Warm-up first (JIT, prepared statements on every pooled connection, PostgreSQL caches), then measure. */
async function measure(label, url, headers, { nodePid, databaseName, connections, request }) {
  console.log(
    `${label}: warm-up ${WARMUP_SECONDS} s, then ${DURATION_SECONDS} s with ${connections} connections`,
  );
  assertAllSucceeded(
    `${label} (warm-up)`,
    await runAutocannon(url, headers, WARMUP_SECONDS, connections, request),
  );
  // After the warm-up the pool holds all its connections: their backends are the query side.
  const backendPids = await withAdminClient(async (client) => {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
      databaseName,
    ]);
    return rows.map((row) => row.pid);
  });
  const cpuNow = () => {
    const { user, system } = process.cpuUsage();
    return {
      node: cpuSecondsOf(nodePid),
      postgresByPid: new Map(backendPids.map((pid) => [pid, cpuSecondsOf(pid)])),
      loadGenerator: (user + system) / 1e6,
      machine: machineCpuSeconds().busy,
      steal: machineCpuSeconds().steal,
      wall: performance.now() / 1000,
    };
  };
  const cpuBefore = cpuNow();
  const result = await runAutocannon(url, headers, DURATION_SECONDS, connections, request);
  const cpuAfter = cpuNow();
  assertAllSucceeded(label, result);
  // Only backends alive at both readings count: one that ends meanwhile (an idle client of the
  // other side's pool timing out) would otherwise subtract its whole life's CPU time.
  const survivors = backendPids.filter(
    (pid) => cpuBefore.postgresByPid.get(pid) !== null && cpuAfter.postgresByPid.get(pid) !== null,
  );
  for (const reading of [cpuBefore, cpuAfter]) {
    reading.postgres = survivors.reduce((sum, pid) => sum + reading.postgresByPid.get(pid), 0);
  }
  // Whatever the machine did besides the server, its database backends and this load generator,
  // and what the hypervisor took: on a shared machine either would pass for the server's slowness.
  const delta = (key) => cpuAfter[key] - cpuBefore[key];
  const cores = (seconds) => Number((seconds / delta('wall')).toFixed(2));
  const ours = delta('node') + delta('postgres') + delta('loadGenerator');
  const otherCores = cpuBefore.machine === null ? null : cores(Math.max(0, delta('machine') - ours));
  const stolenCores = cpuBefore.steal === null ? null : cores(delta('steal'));
  if (otherCores > 0.2) {
    console.log(`  warning: other processes used ${otherCores} cores during the run; figures are unreliable`);
  }
  const perRequestUs = (key) =>
    cpuBefore.node === null
      ? null
      : Math.round(((cpuAfter[key] - cpuBefore[key]) * 1e6) / result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    cpuPerRequestUs: { node: perRequestUs('node'), postgres: perRequestUs('postgres') },
    otherProcessesCores: otherCores,
    stolenCores,
  };
}

function printReport({ scenario, bare, server, ratio, targets }, { notifications }) {
  const cells = (...values) => values.map((value) => String(value ?? 'n/a').padStart(12)).join('');
  const row = (name, result) =>
    `  ${name.padEnd(28)}${cells(
      result.requestsPerSecond.toFixed(0),
      result.p50Ms,
      result.p99Ms,
      result.cpuPerRequestUs.node,
      result.cpuPerRequestUs.postgres,
      result.otherProcessesCores,
      result.stolenCores,
    )}`;
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  console.log(
    [
      '',
      `${scenario.route}: ${scenario.connections} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up;` +
        ` server LOG_LEVEL=${SERVER_LOG_LEVEL}; notifications ${notifications ? 'on' : 'off'}; PostgreSQL, pool of 10`,
      `  ${''.padEnd(28)}${cells('req/s (avg)', 'p50 (ms)', 'p99 (ms)', 'Node µs/req', 'PG µs/req', 'others', 'stolen')}`,
      row('(a) bare node:http + pg', bare),
      row('(b) BasisDesk server', server),
      `  b/a = ${(ratio * 100).toFixed(1)} %`,
      `  target b >= ${targets.ratio.min * 100} % of a: ${verdict(targets.ratio.pass)}`,
      `  target p99 of b <= ${targets.p99.maxMs} ms: ${verdict(targets.p99.pass)}`,
      '',
    ].join('\n'),
  );
}

const LEGEND = [
  '  µs/req: CPU time per request of the Node process and of its PostgreSQL backends;',
  '  others, stolen: cores used meanwhile by other processes, and taken by the hypervisor (on this',
  '  kind of virtual machine 0.3-0.6 under load); when they differ much between a and b, run again',
].join('\n');

/** Loads the named scenarios (all when none is named), refusing names that do not exist. */
async function loadScenarios(names) {
  const chosen = names.length > 0 ? names : SCENARIOS;
  const unknown = chosen.filter((name) => !SCENARIOS.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
  return Promise.all(chosen.map(async (name) => (await import(`./scenarios/${name}.mjs`)).default));
}

/** One scenario: prepare its data, check both sides give the same answer, then measure a and b. */
async function runScenario(
  scenario,
  { serverBase, server, session, db, databaseUrl, databaseName, baseEnv, jwtSecret },
) {
  const {
    path: requestPath,
    headers,
    nextBody,
  } = await scenario.prepare({
    session,
    db,
    serverBase,
    jwtSecret,
    // A write scenario seeds one fresh target per request: it sizes them from these.
    secondsOfLoad: WARMUP_SECONDS + DURATION_SECONDS,
  });
  // A scenario with a `method` other than GET writes: 201 expected (or its own `status`), a
  // fresh body per request.
  const method = scenario.method ?? 'GET';
  const request = method === 'GET' ? undefined : { method, nextBody };
  const expectedStatus = scenario.status ?? (method === 'POST' ? 201 : 200);
  const serverUrl = `${serverBase}${requestPath}`;
  const serverAnswer = await sendOnce(serverUrl, headers, request);
  if (serverAnswer.status !== expectedStatus) {
    throw new Error(`${scenario.route} answered ${serverAnswer.status}: ${await serverAnswer.text()}`);
  }

  const barePort = await findFreePort();
  const bare = startChild('bare server', [BARE_ENTRY], {
    ...baseEnv,
    PORT: String(barePort),
    DATABASE_URL: databaseUrl,
    BENCH_SCENARIO: scenario.name,
    // The server's secret: the sandbox payment keys are derived from it (payment-verify).
    JWT_SECRET: jwtSecret,
  });
  try {
    const bareUrl = `http://127.0.0.1:${barePort}${requestPath}`;
    await waitUntilReady(bare, `http://127.0.0.1:${barePort}/__bench/ready`);
    const bareAnswer = await sendOnce(bareUrl, {}, request);
    if (bareAnswer.status !== expectedStatus) {
      throw new Error(`the bare server answered ${bareAnswer.status}: ${await bareAnswer.text()}`);
    }
    // Both must give the same answer, or they are not doing the same work.
    if (!scenario.sameAnswer(await serverAnswer.json(), await bareAnswer.json())) {
      throw new Error(`${scenario.name}: the bare server and the server answer differently`);
    }
    // One after the other: two loads at once would share two cores and measure nothing.
    const { connections } = scenario;
    const bareResult = await measure(
      '(a) bare node:http + pg',
      bareUrl,
      {},
      { nodePid: bare.child.pid, databaseName, connections, request },
    );
    await stopChild(bare);
    const serverResult = await measure('(b) BasisDesk server', serverUrl, headers, {
      nodePid: server.child.pid,
      databaseName,
      connections,
      request,
    });
    const ratio = serverResult.requestsPerSecond / bareResult.requestsPerSecond;
    return {
      scenario: { name: scenario.name, route: scenario.route, connections },
      bare: bareResult,
      server: serverResult,
      ratio,
      targets: {
        ratio: { min: scenario.targets.ratio, pass: ratio >= scenario.targets.ratio },
        p99: { maxMs: scenario.targets.p99Ms, pass: serverResult.p99Ms <= scenario.targets.p99Ms },
      },
    };
  } finally {
    await stopChild(bare);
  }
}

/** Scenario names and the one option, `--notifications=on|off` (on when absent). */
function parseArguments(args) {
  const unknown = args.filter((arg) => arg.startsWith('--') && !NOTIFICATIONS_FLAG.test(arg));
  if (unknown.length > 0)
    throw new Error(`unknown option(s) ${unknown.join(', ')}; known: --notifications=on|off`);
  const flag = args.findLast((arg) => NOTIFICATIONS_FLAG.test(arg));
  return {
    names: args.filter((arg) => !arg.startsWith('--')),
    notifications: flag ? flag.match(NOTIFICATIONS_FLAG)[1] === 'on' : true,
  };
}

async function main() {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run bench\``);
  const { names, notifications } = parseArguments(process.argv.slice(2));
  const scenarios = await loadScenarios(names);

  const databaseName = `basisdesk_bench_${crypto.randomBytes(6).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-bench-'));
  const adminEmail = 'bench-admin@example.com';
  const adminPassword = crypto.randomBytes(12).toString('hex');
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  let databaseCreated = false;
  let server;

  // Runs once, from the finally block or on Ctrl-C: nothing may be left behind either way.
  let cleanup;
  const cleanUp = () => {
    cleanup ??= (async () => {
      await stopChild(server);
      if (databaseCreated) {
        // FORCE: a connection left by a killed child must not keep the database alive.
        await withAdminClient((client) =>
          client.query(`drop database if exists "${databaseName}" with (force)`),
        );
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleanup;
  };
  const onSignal = () => {
    console.error('\ninterrupted: cleaning up');
    cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await withAdminClient((client) => client.query(`create database "${databaseName}"`));
    databaseCreated = true;

    // Only what the run needs: a developer's REDIS_URL or SMTP_URL must not change the figures.
    // Notifications on: the server also delivers, to DATA_DIR/outbox (no SMTP_URL), as it runs.
    const baseEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BENCH_NOTIFICATIONS: notifications ? 'on' : 'off',
    };
    const serverPort = await findFreePort();
    // As `npm start` runs it; BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" adds a profile.
    const serverNodeArgs = [
      ...PRODUCTION_NODE_ARGS,
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ];
    server = startChild('server', [...serverNodeArgs, SERVER_ENTRY], {
      ...baseEnv,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: SERVER_LOG_LEVEL,
      JWT_SECRET: jwtSecret,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO: 'false',
      NOTIFICATIONS_ENABLED: String(notifications),
      // As `npm start` runs it: React (the mail templates) in its production build.
      NODE_ENV: 'production',
    });
    const serverBase = `http://127.0.0.1:${serverPort}`;
    await waitUntilReady(server, `${serverBase}/api/health`);

    const login = await fetch(`${serverBase}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    const { token, id } = await login.json();

    const session = { id, headers: { authorization: `Bearer ${token}` } };

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const results = [];
    try {
      for (const scenario of scenarios) {
        const context = { serverBase, server, session, db, databaseUrl, databaseName, baseEnv, jwtSecret };
        const result = await runScenario(scenario, context);
        printReport(result, { notifications });
        results.push(result);
      }
    } finally {
      await db.end();
    }
    console.log(LEGEND);

    const report = {
      date: new Date().toISOString(),
      settings: {
        warmupSeconds: WARMUP_SECONDS,
        durationSeconds: DURATION_SECONDS,
        serverLogLevel: SERVER_LOG_LEVEL,
        notifications,
        database: 'postgresql',
        poolSize: 10,
      },
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      },
      scenarios: results,
    };
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${path.relative(ROOT, RESULTS_FILE)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(`\nbenchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
