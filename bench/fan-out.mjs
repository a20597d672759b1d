// Fan-out latency of a message to 200 open live streams (decision 018), against a bare ceiling:
//
//   (a) bench/fan-out-bare.mjs: node:http + pg, the send's statements, the event written to 200 raw
//       text/event-stream responses
//   (b) the built server: 200 single-use tickets (POST /api/live/ticket), 200 GET /api/live/stream
//
// then SENDS messages one at a time (POST /api/messaging/messages) and records, per message, the
// time from the send request's start to the LAST of the 200 streams receiving its message.created
// event; p50 and p99 over the messages, and the send's own response time.
//
// Which 200 streams: the live hub publishes per user, and a message goes to its conversation's
// two parties (use-cases/send-message.ts: message.created to partiesOf(conversation)). 200 streams of ONE
// party are the honest fan-out of ONE message: one publish, one formatted event, 200 writes, the
// path every send takes. 200 different users would each need their own conversation and message,
// which measures 200 sends, not one fan-out. The streams are the sender's own (a customer with
// 200 tabs or devices): the bench signs in only customers, and both parties get the same event
// through the same publish, so the work is the same as for the recipient's.
//
//   npm run bench:fan-out                  in-process hub
//   npm run bench:fan-out -- --redis       the server with REDIS_URL=redis://127.0.0.1:6379
//                                           (BENCH_REDIS_URL to use another)
// Results are printed and written to bench/results/fan-out[-redis].json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { machineCpuSeconds } from './measure.mjs';
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

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BARE_ENTRY = path.join(ROOT, 'bench/fan-out-bare.mjs');
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const STREAMS = 200;
const WARMUP_MESSAGES = 20;
const MESSAGES = 200;
/** A receipt later than this is a lost event: the run fails rather than report it. */
const RECEIPT_TIMEOUT_MS = 10_000;
const USE_REDIS = process.argv.includes('--redis');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RESULTS_FILE = path.join(ROOT, `bench/results/fan-out${USE_REDIS ? '-redis' : ''}.json`);

const pg = createRequire(path.join(ROOT, 'apps/server/package.json'))('pg');

/**
 * One SSE connection; calls onEvent(type, data) per event. Raw http, not fetch: 200 of them must
 * not go through one keep-alive agent's limits.
 */
function openStream(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          let data = '';
          for (const line of frame.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) onEvent(type, data);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Number(ms.toFixed(2));

/**
 * Opens STREAMS streams (streamUrl() gives each its URL), then sends WARMUP_MESSAGES and
 * MESSAGES messages one at a time; per message, send start → last stream's receipt.
 */
async function measure(label, { streamUrl, sendUrl, headers, conversationId }) {
  const pending = new Map(); // content → { start, left, resolve }
  const onEvent = (type, data) => {
    if (type !== 'message.created') return;
    const at = performance.now();
    const waiting = pending.get(JSON.parse(data).content);
    if (!waiting) return;
    waiting.left -= 1;
    if (waiting.left === 0) waiting.resolve(at);
  };
  const closers = [];
  for (let i = 0; i < STREAMS; i++) closers.push(await openStream(await streamUrl(), onEvent));
  await sleep(500); // every subscription in place
  console.log(`${label}: ${STREAMS} streams open; ${WARMUP_MESSAGES} warm-up sends, then ${MESSAGES}`);
  const lastReceipts = [];
  const responses = [];
  const machineBefore = machineCpuSeconds();
  const wallBefore = performance.now();
  try {
    for (let i = 0; i < WARMUP_MESSAGES + MESSAGES; i++) {
      const content = `Fan-out ${i} ${crypto.randomUUID()}`;
      let resolve;
      const received = new Promise((done) => {
        resolve = done;
      });
      const start = performance.now();
      pending.set(content, { left: STREAMS, resolve });
      const answer = await fetch(sendUrl, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId, content, messageType: 'text' }),
      });
      const answered = performance.now();
      if (answer.status !== 201)
        throw new Error(`${label}: send answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
      const last = await Promise.race([received, sleep(RECEIPT_TIMEOUT_MS, null)]);
      if (last === null)
        throw new Error(
          `${label}: message ${i} reached ${STREAMS - pending.get(content).left} of ${STREAMS} streams`,
        );
      pending.delete(content);
      if (i >= WARMUP_MESSAGES) {
        lastReceipts.push(last - start);
        responses.push(answered - start);
      }
    }
  } finally {
    for (const close of closers) close();
  }
  const wall = (performance.now() - wallBefore) / 1000;
  const machineAfter = machineCpuSeconds();
  lastReceipts.sort((a, b) => a - b);
  responses.sort((a, b) => a - b);
  return {
    lastReceiptP50Ms: round(percentile(lastReceipts, 50)),
    lastReceiptP99Ms: round(percentile(lastReceipts, 99)),
    lastReceiptMaxMs: round(lastReceipts.at(-1)),
    sendResponseP50Ms: round(percentile(responses, 50)),
    sendResponseP99Ms: round(percentile(responses, 99)),
    // The whole machine, this bench included (one send at a time: little of it is ours).
    machineBusyCores:
      machineBefore.busy === null
        ? null
        : Number(((machineAfter.busy - machineBefore.busy) / wall).toFixed(2)),
    stolenCores:
      machineBefore.steal === null
        ? null
        : Number(((machineAfter.steal - machineBefore.steal) / wall).toFixed(2)),
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
}

async function main() {
  if (!fs.existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run bench:fan-out\``);
  const databaseName = `basisdesk_fanout_${crypto.randomBytes(6).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-fanout-'));
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  let server;
  let serverBase;
  let bare;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    const adminPassword = crypto.randomBytes(12).toString('hex');
    ({ server, base: serverBase } = await startServer({
      databaseUrl,
      adminPassword,
      jwtSecret: crypto.randomBytes(32).toString('hex'),
      dataDir,
      baseEnv: { ...baseEnv, ...(USE_REDIS && { REDIS_URL }) },
    }));
    const session = await signInAdmin(serverBase, ADMIN_EMAIL, adminPassword);
    await db.connect();
    // The customer of message-send's data: fan-out-bare.mjs reuses that scenario's statements.
    const { customer, conversationId } = await seedConversation(
      { db, serverBase, session },
      { tag: 'send', count: 1_000 },
    );

    const barePort = await findFreePort();
    bare = startChild('bare fan-out server', [BARE_ENTRY], {
      cwd: ROOT,
      env: {
        ...baseEnv,
        PORT: String(barePort),
        DATABASE_URL: databaseUrl,
      },
    });
    await waitUntilReady(bare, `http://127.0.0.1:${barePort}/__bench/ready`);
    const bareResult = await measure('(a) bare node:http + pg', {
      streamUrl: async () => `http://127.0.0.1:${barePort}/stream`,
      sendUrl: `http://127.0.0.1:${barePort}/api/messaging/messages`,
      headers: {},
      conversationId,
    });
    await stopChild(bare);

    const serverResult = await measure(`(b) BasisDesk server${USE_REDIS ? ' (REDIS_URL)' : ''}`, {
      streamUrl: async () => {
        const answer = await fetch(`${serverBase}/api/live/ticket`, {
          method: 'POST',
          headers: customer.headers,
        });
        if (answer.status !== 200)
          throw new Error(`live ticket answered ${answer.status}: ${await answer.text()}`);
        const { ticket } = await answer.json();
        return `${serverBase}/api/live/stream?ticket=${encodeURIComponent(ticket)}`;
      },
      sendUrl: `${serverBase}/api/messaging/messages`,
      headers: customer.headers,
      conversationId,
    });

    const cells = (...values) => values.map((value) => String(value ?? 'n/a').padStart(12)).join('');
    const row = (name, r) =>
      `  ${name.padEnd(30)}${cells(r.lastReceiptP50Ms, r.lastReceiptP99Ms, r.lastReceiptMaxMs, r.sendResponseP50Ms, r.sendResponseP99Ms, r.machineBusyCores, r.stolenCores, r.loadAverage1m)}`;
    console.log(
      [
        '',
        `message.created to ${STREAMS} open streams of one user, ${MESSAGES} sends one at a time after ${WARMUP_MESSAGES}` +
          ` (hub: ${USE_REDIS ? 'Redis' : 'in-process'}); send start → last stream's receipt`,
        `  ${''.padEnd(30)}${cells('last p50', 'last p99', 'last max', 'resp p50', 'resp p99', 'busy cores', 'stolen', 'load 1m')}`,
        row('(a) bare node:http + pg', bareResult),
        row('(b) BasisDesk server', serverResult),
        '  ms; busy cores: the whole machine during the sends (this bench included), of 2',
        '',
      ].join('\n'),
    );
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), streams: STREAMS, messages: MESSAGES, hub: USE_REDIS ? 'redis' : 'in-process', machine: { node: process.version, cpus: os.cpus().length }, bare: bareResult, server: serverResult }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(ROOT, RESULTS_FILE)}`);
  } finally {
    await stopChild(bare);
    await stopChild(server);
    await db.end().catch(() => {});
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\nfan-out benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
