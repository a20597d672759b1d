// The baseline of the benchmark: the least a Node process must do to answer GET /api/users/{id}.
// It runs in its own process, like the real server, so that neither of them shares an event loop
// with the load generator.

import http from 'node:http';
import { createRequire } from 'node:module';

// The server's own copy of the driver, so that both sides run the same pg version.
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');

// The exact statement Drizzle prepares in apps/server/src/modules/users/users.repository.ts
// (`users_principal_by_id`: every column but password_hash, by id, limit 1). Keep the two in step:
// a different query would make the comparison meaningless.
const PRINCIPAL_BY_ID = {
  name: 'users_principal_by_id',
  text:
    'select "id", "email", "first_name", "last_name", "role", "status", "email_verified_at", ' +
    '"token_version", "hourly_rate_paise", "created_at", "updated_at" from "users" ' +
    'where "users"."id" = $1 limit $2',
};
const PREFIX = '/api/users/';

// Same pool size as createPostgresDatabase() in apps/server/src/db/client.ts.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const server = http.createServer(async (request, response) => {
  try {
    const id = request.url?.startsWith(PREFIX) ? request.url.slice(PREFIX.length) : '';
    if (!id) {
      response.writeHead(404).end();
      return;
    }
    const { rows } = await pool.query({ ...PRINCIPAL_BY_ID, values: [id, 1] });
    if (!rows[0]) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(rows[0]));
  } catch (error) {
    // A failure must show up as non-2xx in the benchmark, never as a silent fast answer.
    response.writeHead(500).end(String(error));
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
