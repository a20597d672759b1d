// Loaded into the server and the bare server with `node --import` when run.mjs runs with
// `--print-sql`: every statement the pg driver sends is appended, one JSON line each, to the file
// BENCH_SQL_LOG names. run.mjs then prints what one request of a scenario ran on each side.
// (pg_stat_statements would need shared_preload_libraries and a PostgreSQL restart; this needs
// neither, and tells the two processes apart.)
import fs from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.BENCH_SQL_LOG;
if (file) {
  // The server's own copy of the driver: the one its bundle imports.
  const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function loggedQuery(config, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (text) fs.appendFileSync(file, `${JSON.stringify({ text, name: config?.name ?? null })}\n`);
    return query.call(this, config, ...rest);
  };
}
