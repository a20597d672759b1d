// What a commit costs on the embedded database (decision 040), where bench/run.mjs cannot go (its
// baseline is a bare server on PostgreSQL): the built server on PGlite, with its demo workspace,
// answers bookings (POST /api/SupportRequests, one free slot each, 10 connections) and text
// messages (POST /api/messaging/messages, 10 connections for 10 s) under autocannon.
//
//   npm run build -w apps/server && node bench/embedded-writes.mjs [--entry apps/server/dist/main.js]
//     [--bookings 40] [--duration 10] [--connections 10]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { listeningAddress, spawnEmbeddedServer } from './embedded-server.mjs';

const { values } = parseArgs({
  options: {
    entry: { type: 'string', default: 'apps/server/dist/main.js' },
    bookings: { type: 'string', default: '40' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const DEMO_PASSWORD = 'Demo@123';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-embedded-writes-'));
const { server, output } = spawnEmbeddedServer(path.resolve(values.entry), dataDir);

async function listening() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const base = listeningAddress(output());
    if (base && output().includes('Demo tickets created')) return base;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not start:\n${output()}`);
}

try {
  const base = await listening();
  const call = async (method, url, token, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const signIn = (email) => call('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD });
  const customer = await signIn('customer@example.com');
  const consultant = await signIn('consultant@example.com');
  const types = await call('GET', '/api/SupportTaxonomy');
  const type = types.find((candidate) => candidate.shortCode === 'BASIS');
  const category = type.categories.find((candidate) => candidate.shortCode === 'TMS');
  const subOptions = await call('GET', `/api/SupportTaxonomy/suboptions?typeId=${type.id}`);
  const subOption = subOptions.find((option) => option.shortCode === 'L2');
  const slots = await call(
    'GET',
    `/api/ConsultantAvailability?consultantId=${consultant.id}`,
    customer.token,
  );
  const free = slots
    .filter((slot) => slot.status === 'Available' && Date.parse(slot.slotStartTime) > Date.now() + 3_600_000)
    .map((slot) => slot.id);
  const bookings = Math.min(Number(values.bookings), free.length - 1);
  const headers = { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' };

  const booking = (slotId) =>
    JSON.stringify({
      supportTypeId: type.id,
      supportCategoryId: category.id,
      supportSubOptionId: subOption.id,
      title: 'Transports end with return code 8',
      description: 'Transport requests end with return code 8.',
      priority: 'Medium',
      consultantId: consultant.id,
      timeSlotIds: [slotId],
    });
  // One booking first, to fail in words rather than count refusals.
  const first = await fetch(`${base}/api/SupportRequests`, {
    method: 'POST',
    headers,
    body: booking(free[0]),
  });
  if (first.status !== 201) throw new Error(`A booking answered ${first.status}: ${await first.text()}`);
  let next = 1;
  const booked = await autocannon({
    url: `${base}/api/SupportRequests`,
    connections,
    amount: bookings,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => ({ ...request, body: booking(free[next++]) }),
      },
    ],
  });

  const [ticket] =
    (await call('GET', '/api/SupportRequests/recent/user?page=1&pageSize=1', customer.token)).items ?? [];
  const conversation = await call(
    'POST',
    `/api/messaging/conversations/for-order/${ticket.id}`,
    customer.token,
  );
  const sent = await autocannon({
    url: `${base}/api/messaging/messages`,
    connections,
    duration: Number(values.duration),
    method: 'POST',
    headers,
    body: JSON.stringify({
      conversationId: conversation.id,
      content: 'SM21 shows no dumps.',
      messageType: 'text',
    }),
  });

  const line = (name, result) =>
    `${name}: ${result.requests.total} requests, ${result['2xx']} 2xx, ${result.non2xx} other; ` +
    `${result.requests.average} req/s; latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, max ${result.latency.max} ms`;
  console.log(`entry ${values.entry}, ${connections} connections`);
  console.log(line(`bookings (${bookings}, one slot each)`, booked));
  console.log(line(`text messages (${values.duration} s)`, sent));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
