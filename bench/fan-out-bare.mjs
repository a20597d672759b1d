// The fan-out's baseline (bench/fan-out.mjs): node:http + pg. GET /stream holds a raw
// text/event-stream response open; POST /api/messaging/messages runs message-send's statements
// (bench/scenarios/message-send.mjs sendMessage(), the same SQL as the server) and writes the
// message.created event to every open stream after the commit, as the server's live hub does.
//
//   PORT=4000 DATABASE_URL=postgres://... node bench/fan-out-bare.mjs

import http from 'node:http';
import { createRequire } from 'node:module';
import { sendMessage } from './scenarios/message-send.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const streams = new Set();
let nextEventId = 1;
const publish = (message) => {
  const frame = `id: ${nextEventId++}\nevent: message.created\ndata: ${JSON.stringify(message)}\n\n`;
  for (const response of streams) response.write(frame);
};

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const server = http.createServer(async (request, response) => {
  try {
    if (request.url === '/__bench/ready') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else if (request.method === 'GET' && request.url?.startsWith('/stream')) {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
      });
      response.write('retry: 3000\n\n');
      streams.add(response);
      response.on('close', () => streams.delete(response));
    } else if (request.method === 'POST' && request.url === '/api/messaging/messages') {
      const message = await sendMessage(pool, await readJson(request), publish);
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
  for (const response of streams) response.destroy();
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
