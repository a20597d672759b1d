// Fan-out latency of messages to 1,000 open live streams on two nodes (decisions 018, 038), against
// a bare ceiling:
//
//   (a) bench/fan-out-bare.mjs: one node:http + pg process, the send's statements, the event
//       written to both parties' raw text/event-stream responses
//   (b) two built servers on one database with REDIS_URL (the Redis hub between them)
//
// 100 customers, each with a conversation of their own, hold MAX_OPEN_LIVE_STREAMS_PER_USER (10)
// streams each, half on either node: 1,000 streams. The hub publishes per person, and a message
// goes to its conversation's two parties, so one message reaches its sender's 10 streams, 5 of them
// through the other node. Two measures:
//   - one message at a time, each customer in turn, sent to either node in turn: send start → the
//     last of its streams to receive message.created; p50, p99, max over MESSAGES;
//   - bursts: every customer sends at once (100 sends, half to either node): burst start → the
//     last of the 1,000 streams to receive its message.
// And each node's resident memory at 250 and at 500 streams: the memory a stream holds.
//
//   npm run bench:fan-out        REDIS_URL from BENCH_REDIS_URL, else redis://127.0.0.1:6379
// Results are printed and written to bench/results/fan-out.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openEventStream } from './event-stream.mjs';
import { machineCpuSeconds, rssKiBOf } from './measure.mjs';
import {
  ADMIN_EMAIL,
  findFreePort,
  SERVER_ENTRY,
  signInAdmin,
  startChild,
  startServer,
  stopChild,
  waitUntilReady,
} from './processes.mjs';
import { seedConversation } from './scenarios/messaging-data.mjs';
import { MAX_OPEN_LIVE_STREAMS_PER_USER } from './shared-vocabulary.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BARE_ENTRY = path.join(ROOT, 'bench/fan-out-bare.mjs');
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const PEOPLE = 100;
const STREAMS_PER_PERSON = MAX_OPEN_LIVE_STREAMS_PER_USER;
const STREAMS = PEOPLE * STREAMS_PER_PERSON;
const WARMUP_MESSAGES = 20;
const MESSAGES = 300;
const BURSTS = 10;
/** Streams opened at once while setting up. */
const OPENING_CONCURRENCY = 10;
/** A receipt later than this is a lost event: the run fails rather than report it. */
const RECEIPT_TIMEOUT_MS = 10_000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RESULTS_FILE = path.join(ROOT, 'bench/results/fan-out.json');

const pg = createRequire(path.join(ROOT, 'apps/server/package.json'))('pg');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Number(ms.toFixed(2));

/** Runs `work` over the items, `concurrency` at a time. */
async function eachAtMost(items, concurrency, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * The side under test: `nodes` (each with its process ids, a stream's URL for a person and a
 * send's URL and headers), the `people` (the customers and their conversations).
 */
async function measure(label, { nodes, people }) {
  const pending = new Map(); // content → { left, resolve }
  const onEvent = (type, data) => {
    if (type !== 'message.created') return;
    const at = performance.now();
    const waiting = pending.get(JSON.parse(data).content);
    if (!waiting) return;
    waiting.left -= 1;
    if (waiting.left === 0) waiting.resolve(at);
  };
  /** One send's request; the response. */
  const post = (person, node, content) =>
    fetch(node.sendUrl(person), {
      method: 'POST',
      headers: { ...node.headers(person), 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId: person.conversationId, content, messageType: 'text' }),
    });
  // Each node warmed by sends of its own.
  for (let i = 0; i < WARMUP_MESSAGES * nodes.length; i++) {
    const answer = await post(people[i % people.length], nodes[i % nodes.length], `Warm-up ${i}`);
    if (answer.status !== 201)
      throw new Error(`${label}: send answered ${answer.status}: ${await answer.text()}`);
    await answer.arrayBuffer();
  }
  const closers = [];
  const openStreamsOf = (some) =>
    eachAtMost(
      some.flatMap((person) =>
        Array.from({ length: STREAMS_PER_PERSON }, (_, index) => ({
          person,
          node: nodes[index % nodes.length],
        })),
      ),
      OPENING_CONCURRENCY,
      async ({ person, node }) => {
        closers.push(await openEventStream(await node.streamUrl(person), onEvent));
      },
    );
  // Memory is read at half the streams and at all of them: the growth between is the second
  // half's own, without what a node's first streams set up once (the hub, the subscriber).
  const rssOfNodes = async () => {
    await sleep(2_000); // every subscription in place, the opening's garbage collected or not alike
    return nodes.map((node) => rssKiBOf(node.pid));
  };
  await openStreamsOf(people.slice(0, people.length / 2));
  const rssAtHalf = await rssOfNodes();
  await openStreamsOf(people.slice(people.length / 2));
  const rssAtAll = await rssOfNodes();
  console.log(`${label}: ${closers.length} streams open on ${nodes.length} node(s)`);

  /** One send; answers { answeredMs, lastReceiptMs } from `start`. */
  const send = async (person, node, start = performance.now()) => {
    const content = `Fan-out ${crypto.randomUUID()}`;
    let resolve;
    const received = new Promise((done) => {
      resolve = done;
    });
    pending.set(content, { left: STREAMS_PER_PERSON, resolve });
    const answer = await post(person, node, content);
    const answered = performance.now();
    if (answer.status !== 201)
      throw new Error(`${label}: send answered ${answer.status}: ${await answer.text()}`);
    await answer.arrayBuffer();
    const last = await Promise.race([received, sleep(RECEIPT_TIMEOUT_MS, null)]);
    const left = pending.get(content).left;
    pending.delete(content);
    if (last === null)
      throw new Error(
        `${label}: a message reached ${STREAMS_PER_PERSON - left} of its ${STREAMS_PER_PERSON} streams`,
      );
    return { answeredMs: answered - start, lastReceiptMs: last - start };
  };

  const lastReceipts = [];
  const responses = [];
  const bursts = [];
  const machineBefore = machineCpuSeconds();
  const wallBefore = performance.now();
  try {
    for (let i = 0; i < WARMUP_MESSAGES + MESSAGES; i++) {
      const sent = await send(people[i % people.length], nodes[Math.floor(i / people.length) % nodes.length]);
      if (i < WARMUP_MESSAGES) continue;
      lastReceipts.push(sent.lastReceiptMs);
      responses.push(sent.answeredMs);
    }
    for (let burst = 0; burst < BURSTS; burst++) {
      const start = performance.now();
      const sent = await Promise.all(
        people.map((person, index) => send(person, nodes[index % nodes.length], start)),
      );
      bursts.push(Math.max(...sent.map((one) => one.lastReceiptMs)));
    }
  } finally {
    for (const close of closers) close();
  }
  const wall = (performance.now() - wallBefore) / 1000;
  const machineAfter = machineCpuSeconds();
  lastReceipts.sort((a, b) => a - b);
  responses.sort((a, b) => a - b);
  bursts.sort((a, b) => a - b);
  const streamsPerNode = STREAMS / nodes.length;
  return {
    lastReceiptP50Ms: round(percentile(lastReceipts, 50)),
    lastReceiptP99Ms: round(percentile(lastReceipts, 99)),
    lastReceiptMaxMs: round(lastReceipts.at(-1)),
    sendResponseP50Ms: round(percentile(responses, 50)),
    sendResponseP99Ms: round(percentile(responses, 99)),
    burstP50Ms: round(percentile(bursts, 50)),
    burstMaxMs: round(bursts.at(-1)),
    // Each node's growth over its second half of streams: what one open stream holds (sockets,
    // buffers, the hub's entry, its session's watch).
    rssPerStreamKiB: nodes.map((_, index) =>
      rssAtHalf[index] === null
        ? null
        : Math.round((rssAtAll[index] - rssAtHalf[index]) / (streamsPerNode / 2)),
    ),
    rssMiB: rssAtAll.map((kib) => (kib === null ? null : Math.round(kib / 1024))),
    // The whole machine, this bench included.
    machineBusyCores:
      machineBefore.busy === null
        ? null
        : Number(((machineAfter.busy - machineBefore.busy) / wall).toFixed(2)),
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
}

/** A signed-in customer's live stream on one server: a single-use ticket, then the stream. */
const serverNode = (base, handle) => ({
  pid: handle.child.pid,
  streamUrl: async (person) => {
    const answer = await fetch(`${base}/api/live/ticket`, {
      method: 'POST',
      headers: person.customer.headers,
    });
    if (answer.status !== 200)
      throw new Error(`live ticket answered ${answer.status}: ${await answer.text()}`);
    const { ticket } = await answer.json();
    return `${base}/api/live/stream?ticket=${encodeURIComponent(ticket)}`;
  },
  sendUrl: () => `${base}/api/messaging/messages`,
  headers: (person) => person.customer.headers,
});

const bareNode = (base, handle) => ({
  pid: handle.child.pid,
  streamUrl: async (person) => `${base}/stream?user=${person.customer.id}`,
  sendUrl: (person) => `${base}/api/messaging/messages?as=${encodeURIComponent(person.email)}`,
  headers: () => ({}),
});

function printTable(bare, server) {
  const cells = (...values) => values.map((value) => String(value ?? 'n/a').padStart(11)).join('');
  const row = (name, r) =>
    `  ${name.padEnd(28)}${cells(r.lastReceiptP50Ms, r.lastReceiptP99Ms, r.lastReceiptMaxMs, r.sendResponseP99Ms, r.burstP50Ms, r.burstMaxMs, r.rssPerStreamKiB.join('/'), r.rssMiB.join('/'), r.machineBusyCores)}`;
  console.log(
    [
      '',
      `message.created with ${STREAMS} open streams (${PEOPLE} customers × ${STREAMS_PER_PERSON}); ${MESSAGES} sends one at a time after ${WARMUP_MESSAGES}, each to its sender's ${STREAMS_PER_PERSON} streams: send start → last receipt;`,
      `then ${BURSTS} bursts of ${PEOPLE} sends at once: burst start → the last of the ${STREAMS} streams`,
      `  ${''.padEnd(28)}${cells('last p50', 'last p99', 'last max', 'resp p99', 'burst p50', 'burst max', 'KiB/stream', 'RSS MiB', 'busy cores')}`,
      row('(a) bare node:http + pg', bare),
      row('(b) BasisDesk, 2 nodes+Redis', server),
      '  ms; KiB/stream and RSS per node; busy cores: the whole machine during the sends (this bench included), of 2',
      '',
    ].join('\n'),
  );
}

async function main() {
  if (!fs.existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run bench:fan-out\``);
  const databaseName = `basisdesk_fanout_${crypto.randomBytes(6).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-fanout-')));
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const servers = [];
  let bare;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    const adminPassword = crypto.randomBytes(12).toString('hex');
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    // One after the other: the first applies the migrations and creates the admin.
    for (const dataDir of dataDirs)
      servers.push(
        await startServer({
          databaseUrl,
          adminPassword,
          jwtSecret,
          dataDir,
          baseEnv: { ...baseEnv, REDIS_URL },
        }),
      );
    const session = await signInAdmin(servers[0].base, ADMIN_EMAIL, adminPassword);
    await db.connect();
    const people = [];
    for (let n = 0; n < PEOPLE; n++) {
      const tag = `fan${n}`;
      const seeded = await seedConversation({ db, serverBase: servers[0].base, session }, { tag, count: 20 });
      people.push({ ...seeded, email: `bench-msg-${tag}-customer@example.com` });
    }

    const barePort = await findFreePort();
    bare = startChild('bare fan-out server', [BARE_ENTRY], {
      cwd: ROOT,
      env: { ...baseEnv, PORT: String(barePort), DATABASE_URL: databaseUrl },
    });
    await waitUntilReady(bare, `http://127.0.0.1:${barePort}/__bench/ready`);
    const bareResult = await measure('(a) bare node:http + pg', {
      nodes: [bareNode(`http://127.0.0.1:${barePort}`, bare)],
      people,
    });
    await stopChild(bare);

    const serverResult = await measure('(b) BasisDesk, two nodes with Redis', {
      nodes: servers.map(({ base, server }) => serverNode(base, server)),
      people,
    });
    printTable(bareResult, serverResult);
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), streams: STREAMS, people: PEOPLE, messages: MESSAGES, bursts: BURSTS, machine: { node: process.version, cpus: os.cpus().length }, bare: bareResult, server: serverResult }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(ROOT, RESULTS_FILE)}`);
  } finally {
    await stopChild(bare);
    for (const { server } of servers) await stopChild(server);
    await db.end().catch(() => {});
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\nfan-out benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
