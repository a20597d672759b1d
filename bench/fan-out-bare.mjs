// The fan-out's baseline (bench/fan-out.mjs): node:http + pg, one process. GET /stream?user=<id>
// holds a raw text/event-stream response open for that person; POST
// /api/messaging/messages?as=<e-mail> runs message-send's statements as that customer
// (bench/scenarios/message-send.mjs sendMessage(), the same SQL as the server) and writes the
// message.created event to both parties' open streams after the commit, as the server's live hub
// does.
//
//   PORT=4000 DATABASE_URL=postgres://... node bench/fan-out-bare.mjs

import http from 'node:http';
import { createRequire } from 'node:module';
import { sendMessage } from './scenarios/message-send.mjs';
import { customerByEmail } from './scenarios/ticket-statements.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

/** Each person's open streams. */
const streamsOf = new Map();
const senders = new Map();
let nextEventId = 1;
const publish = (message, partyIds) => {
  const frame = `id: ${nextEventId++}\nevent: message.created\ndata: ${JSON.stringify(message)}\n\n`;
  for (const partyId of partyIds) for (const response of streamsOf.get(partyId) ?? []) response.write(frame);
};

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function openStream(userId, response) {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  response.write('retry: 3000\n\n');
  const streams = streamsOf.get(userId) ?? new Set();
  streamsOf.set(userId, streams.add(response));
  response.on('close', () => streams.delete(response));
}

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://bare');
    if (url.pathname === '/__bench/ready') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else if (request.method === 'GET' && url.pathname === '/stream') {
      openStream(url.searchParams.get('user') ?? '', response);
    } else if (request.method === 'POST' && url.pathname === '/api/messaging/messages') {
      const email = url.searchParams.get('as') ?? '';
      if (!senders.has(email)) senders.set(email, customerByEmail(email));
      const message = await sendMessage(pool, await readJson(request), publish, senders.get(email));
      response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(message));
    } else {
      response.writeHead(404).end();
    }
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');

process.on('SIGTERM', () => {
  for (const streams of streamsOf.values()) for (const response of streams) response.destroy();
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
