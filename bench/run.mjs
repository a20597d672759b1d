// Load tests of the API's hot paths, each against a bare baseline (bench/scenarios/index.mjs lists them):
//
//   (a) bench/bare-server.mjs: node:http + pg running the very statements the route runs
//   (b) the built server (apps/server/dist/main.js) on PostgreSQL
//
// The ratio b/a is the price of everything the framework adds (routing, JWT, schemas, hooks,
// logging, Drizzle). Run with `npm run bench` (builds the server first), or name scenarios:
// `npm run bench -- consultants-by-skills tickets-admin-deep`. Options:
//
//   --tickets N          the size of the seed (bench/seed.mjs): N tickets with their people,
//                        payments and history, 10,000 by default; seeded once into a template
//                        database and copied for each run (`--reseed` seeds again;
//                        `--seed-only` makes the template if it is missing or stale, and
//                        measures nothing: CI seeds while its smoke test runs)
//   --db embedded        the server on the embedded database (PGlite in DATA_DIR, as `npm start`
//                        runs without DATABASE_URL), seeded by bench/embedded-seed.mjs; no bare
//                        twin (nothing else can open the server's PGlite): each scenario is
//                        measured alone against its p99 target; bench/results/latest-embedded-<N>.json
//   --connections 10,50  each scenario is measured at each of these (10 s each, after a warm-up)
//   --compare            print the latest results of every size side by side, and run nothing
//   --print-sql          for one request of each named scenario, print the statements the server
//                        and the bare server sent (through bench/sql-log.mjs) and say whether they
//                        are the same; measures nothing. The way to bring a bare statement in
//                        step after the server's SQL changed:
//                        `npm run bench -- tickets-admin-status --print-sql`
//   --notifications=off  the server with NOTIFICATIONS_ENABLED=false (and the bare baseline told
//                        so: ticket-create then writes no outbox rows)
//   --duration S         seconds of each measurement (10 by default; the warm-up stays 3)
//   --budget FILE        after the run, hold each measured scenario to FILE's figures
//                        (bench/budget.mjs; bench/budgets.json is CI's): the run fails when a
//                        median is past the budget's factor, however the table reads; the
//                        bare twins are not measured
//
// Each measurement reports req/s, p50/p99, CPU per request of Node and of PostgreSQL, the b/a ratio
// and the server's peak RSS (sampled from /proc while it runs); the run ends with one table of all.
// The run is a report: a missed target still exits 0; a broken scenario (non-2xx answers, the two
// sides answering differently) is reported as FAILED in the table and the run exits 1. Results
// are printed and written to bench/results/latest-<N>.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudget } from './budget.mjs';
import { openDatabaseSide } from './database-sides.mjs';
import { DURATION_SECONDS, measure, sendOnce, WARMUP_SECONDS } from './measure.mjs';
import { waitForDeliveredOutbox } from './outbox.mjs';
import {
  ADMIN_EMAIL,
  findFreePort,
  SERVER_ENTRY,
  SERVER_LOG_LEVEL,
  signInAdmin,
  startChild,
  stopChild,
  waitUntilReady,
} from './processes.mjs';
import { LEGEND, printComparison, printMeasurement, printTable } from './report.mjs';
import { parseArguments } from './run-options.mjs';
import { loadScenario, SCENARIOS } from './scenarios/index.mjs';
import { printStatements, sqlLogOptions } from './sql-capture.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BARE_ENTRY = path.join(ROOT, 'bench/bare-server.mjs');
const RESULTS_DIR = path.join(ROOT, 'bench/results');

// The server's own copies (they are dependencies of apps/server, not of the root).
const serverRequire = createRequire(path.join(ROOT, 'apps/server/package.json'));

/** One scenario: prepare its data, check both sides give the same answer, then measure a and b at each size of load. */
async function runScenario(scenario, context, options) {
  const { serverBase, server, databaseUrl, baseEnv, jwtSecret, backendPids } = context;
  const {
    path: requestPath,
    headers,
    nextBody,
    nextHeaders,
    nextPath,
  } = await scenario.prepare({
    ...context,
    // A write scenario seeds one fresh target per request: it sizes them from these.
    secondsOfLoad: (WARMUP_SECONDS + DURATION_SECONDS) * options.connections.length,
  });
  // A scenario with a `method` other than GET writes: 201 expected (or its own `status`), a
  // fresh body per request (and, from `nextPath`, a fresh path).
  const method = scenario.method ?? 'GET';
  const request = method === 'GET' ? undefined : { method, nextBody, nextHeaders, nextPath };
  const expectedStatus = scenario.status ?? (method === 'POST' ? 201 : 200);
  const serverUrl = `${serverBase}${requestPath}`;

  const results = [];
  for (const connections of options.connections) {
    try {
      const result = await measureAt(connections);
      if (result) results.push(result);
    } catch (error) {
      // This size of load broke (a timeout at 50, say): the others are still reported.
      const message = error instanceof Error ? error.message : String(error);
      console.error(`\n${scenario.name} at ${connections} connections FAILED: ${message}`);
      process.exitCode = 1;
      results.push({ scenario: { name: scenario.name, route: scenario.route, connections }, error: message });
    }
    // The statements are the same at any load: print them once.
    if (options.printSql) break;
  }
  return results;

  /**
   * A scenario without a bare twin (the search: its statements depend on what it finds, and only
   * its p99 has a target), or any scenario of a budget run: its answer checked, then the server
   * measured alone.
   */
  async function measureServerOnly(connections, serverJson) {
    if (!scenario.sameAnswer(serverJson, serverJson)) {
      throw new Error(`${scenario.name}: unexpected answer ${JSON.stringify(serverJson).slice(0, 1500)}`);
    }
    if (options.printSql) {
      await printStatements(scenario.name, [
        { side: 'server', send: () => sendOnce(serverUrl, headers, request) },
      ]);
      return null;
    }
    if (request) await waitForDeliveredOutbox(context.db);
    const serverResult = await measure('(b) BasisDesk server', serverUrl, headers, {
      nodePid: server.child.pid,
      backendPids,
      connections,
      request,
      seconds: options.seconds,
    });
    const result = {
      scenario: { name: scenario.name, route: scenario.route, connections },
      bare: null,
      server: serverResult,
      ratio: null,
      targets: {
        ratio: { min: null, pass: true },
        p99: { maxMs: scenario.targets.p99Ms, pass: serverResult.p99Ms <= scenario.targets.p99Ms },
      },
    };
    printMeasurement(result, options);
    return result;
  }

  /** One size of load: both sides checked, then measured (nothing measured with --print-sql). */
  async function measureAt(connections) {
    const serverAnswer = await sendOnce(serverUrl, headers, request);
    if (serverAnswer.status !== expectedStatus) {
      throw new Error(`${scenario.route} answered ${serverAnswer.status}: ${await serverAnswer.text()}`);
    }
    // On the embedded database there is no bare twin: nothing else can open the server's PGlite.
    // A budget run holds the server's own median only (bench/budget.mjs): a twin would be measured
    // for nothing.
    if (scenario.serverOnly || options.db === 'embedded' || options.budget)
      return measureServerOnly(connections, await serverAnswer.json());
    const barePort = await findFreePort();
    // BENCH_BARE_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof-bare" profiles the twin, as its
    // server counterpart does the server (processes.mjs).
    const bareArgs = [
      ...sqlLogOptions(options, 'bare').nodeArgs,
      ...(process.env.BENCH_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean),
      BARE_ENTRY,
    ];
    const bare = startChild('bare server', bareArgs, {
      cwd: ROOT,
      env: {
        ...baseEnv,
        ...sqlLogOptions(options, 'bare').env,
        PORT: String(barePort),
        DATABASE_URL: databaseUrl,
        BENCH_SCENARIO: scenario.name,
        // The server's secret: the sandbox payment keys are derived from it (payment-verify).
        JWT_SECRET: jwtSecret,
      },
    });
    try {
      const bareUrl = `http://127.0.0.1:${barePort}${requestPath}`;
      await waitUntilReady(bare, `http://127.0.0.1:${barePort}/__bench/ready`);
      const bareAnswer = await sendOnce(bareUrl, {}, request);
      if (bareAnswer.status !== expectedStatus) {
        throw new Error(`the bare server answered ${bareAnswer.status}: ${await bareAnswer.text()}`);
      }
      // Both must give the same answer, or they are not doing the same work.
      const [serverJson, bareJson] = [await serverAnswer.json(), await bareAnswer.json()];
      if (!scenario.sameAnswer(serverJson, bareJson)) {
        const shown = (json) => JSON.stringify(json).slice(0, 1500);
        throw new Error(
          `${scenario.name}: the bare server and the server answer differently\n` +
            `  server: ${shown(serverJson)}\n  bare:   ${shown(bareJson)}`,
        );
      }
      if (options.printSql) {
        await printStatements(scenario.name, [
          { side: 'server', send: () => sendOnce(serverUrl, headers, request) },
          { side: 'bare', send: () => sendOnce(bareUrl, {}, request) },
        ]);
        return null;
      }
      // One after the other: two loads at once would share two cores and measure nothing. The
      // server's mails of what came before are delivered first, not during either load.
      if (request) await waitForDeliveredOutbox(context.db);
      const bareResult = await measure(
        '(a) bare node:http + pg',
        bareUrl,
        {},
        {
          nodePid: bare.child.pid,
          backendPids,
          connections,
          request,
          seconds: options.seconds,
        },
      );
      await stopChild(bare);
      if (request) await waitForDeliveredOutbox(context.db);
      const serverResult = await measure('(b) BasisDesk server', serverUrl, headers, {
        nodePid: server.child.pid,
        backendPids,
        connections,
        request,
        seconds: options.seconds,
      });
      const ratio = serverResult.requestsPerSecond / bareResult.requestsPerSecond;
      const result = {
        scenario: { name: scenario.name, route: scenario.route, connections },
        bare: bareResult,
        server: serverResult,
        ratio,
        targets: {
          ratio: { min: scenario.targets.ratio, pass: ratio >= scenario.targets.ratio },
          p99: { maxMs: scenario.targets.p99Ms, pass: serverResult.p99Ms <= scenario.targets.p99Ms },
        },
      };
      printMeasurement(result, options);
      return result;
    } finally {
      await stopChild(bare);
    }
  }
}

async function main() {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run bench\``);
  const options = parseArguments(process.argv.slice(2));
  if (options.compare) {
    printComparison(RESULTS_DIR);
    return;
  }
  const names = options.names.length > 0 ? options.names : SCENARIOS;
  const scenarios = await Promise.all(names.map(loadScenario));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-bench-'));
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  let side;

  // Runs once, from the finally block or on Ctrl-C: nothing may be left behind either way (the
  // seed's template is kept on purpose: bench/seed.mjs, bench/embedded-seed.mjs).
  let cleanup;
  const cleanUp = () => {
    cleanup ??= (async () => {
      await side?.cleanUp();
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
    // Only what the run needs: a developer's REDIS_URL or SMTP_URL must not change the figures.
    // Notifications on: the server also delivers, to DATA_DIR/outbox (no SMTP_URL), as it runs.
    const baseEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BENCH_NOTIFICATIONS: options.notifications ? 'on' : 'off',
      NOTIFICATIONS_ENABLED: String(options.notifications),
    };
    side = await openDatabaseSide(options, {
      root: ROOT,
      serverRequire,
      serverOptions: {
        jwtSecret,
        dataDir,
        baseEnv: { ...baseEnv, ...sqlLogOptions(options, 'server').env },
        extraNodeArgs: sqlLogOptions(options, 'server').nodeArgs,
      },
    });
    if (options.seedOnly) return;
    const { seed, server, serverBase, db, databaseUrl, backendPids } = side;
    const session = await signInAdmin(serverBase, ADMIN_EMAIL, seed.adminPassword);

    const results = [];
    for (const scenario of scenarios) {
      const context = { serverBase, server, session, db, databaseUrl, baseEnv, jwtSecret, seed, backendPids };
      try {
        results.push(...(await runScenario(scenario, context, options)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`\n${scenario.name} FAILED: ${message}`);
        process.exitCode = 1;
        results.push({
          scenario: { name: scenario.name, route: scenario.route, connections: '-' },
          error: message,
        });
      }
    }
    if (options.printSql) return;
    console.log(LEGEND);
    printTable(results, options.tickets);

    const report = {
      date: new Date().toISOString(),
      settings: {
        tickets: options.tickets,
        seed: seed.shape,
        connections: options.connections,
        warmupSeconds: options.seconds.warmup,
        durationSeconds: options.seconds.duration,
        serverLogLevel: SERVER_LOG_LEVEL,
        notifications: options.notifications,
        database: options.db,
        ...(options.db === 'postgresql' && { poolSize: 10 }),
      },
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      },
      scenarios: results,
    };
    if (options.budget) checkBudget(results, options);
    // The embedded database's table is its own: --compare sets PostgreSQL's sizes side by side.
    const prefix = options.db === 'embedded' ? 'latest-embedded' : 'latest';
    const file = path.join(RESULTS_DIR, `${prefix}-${options.tickets}.json`);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${path.relative(ROOT, file)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(`\nbenchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
