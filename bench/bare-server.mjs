// The baseline of the benchmark: the least a Node process must do to answer a scenario's request
// (bench/scenarios/index.mjs names its file; `answer(url, pool, body, headers)`, body being a POST's or PUT's parsed JSON): the
// same SQL through the same driver, the rows as JSON.
// It runs in its own process, like the real server, so that neither shares an event loop with the
// load generator.
//
//   BENCH_SCENARIO=user-by-id PORT=4000 DATABASE_URL=postgres://... node bench/bare-server.mjs

import http from 'node:http';
import { createRequire } from 'node:module';
import { loadScenario } from './scenarios/index.mjs';

// The server's own copy of the driver, so that both sides run the same pg version.
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');

const scenario = await loadScenario(process.env.BENCH_SCENARIO);

// The pools and connection settings of createPostgresDatabase() in apps/server/src/db/client.ts:
// ten connections without JIT, and five more on generic plans for the named statements
// (db/generic-plan-pool.ts), which a query sends there by its name as the server's does.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
const namedPool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 5,
  options: '-c jit=off -c plan_cache_mode=force_generic_plan',
});
const query = pool.query.bind(pool);
pool.query = (config, ...rest) =>
  typeof config === 'object' && typeof config?.name === 'string'
    ? namedPool.query(config, ...rest)
    : query(config, ...rest);
pool.on('error', () => {});
namedPool.on('error', () => {});

/** Answered once the pool can be used, so the runner knows when to start (a POST cannot be probed). */
const READY_PATH = '/__bench/ready';

/** A POST's or PUT's JSON body, parsed as the server's body parser would. */
async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

const server = http.createServer(async (request, response) => {
  try {
    if (request.url === READY_PATH) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{}');
      return;
    }
    const isPost = request.method === 'POST';
    const payload = request.method === 'GET' ? undefined : await readJson(request);
    const body = await scenario.answer(request.url ?? '', pool, payload, request.headers);
    if (body === null) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(scenario.status ?? (isPost ? 201 : 200), {
      'content-type': 'application/json; charset=utf-8',
    });
    response.end(JSON.stringify(body));
  } catch (error) {
    // A failure must show up as non-2xx in the benchmark, never as a silent fast answer.
    response.writeHead(500).end(String(error));
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  Promise.all([pool.end(), namedPool.end()]).finally(() => process.exit(0));
});
