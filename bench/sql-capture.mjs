// `npm run bench -- <scenario> --print-sql`: the statements one request sends, on the server and on
// the bare server, printed one after the other and compared. Both processes load bench/sql-log.mjs
// (node --import), which appends every statement the pg driver sends to a file per side.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOG_MODULE = new URL('./sql-log.mjs', import.meta.url).href;
const logFile = (side) => path.join(os.tmpdir(), `basisdesk-bench-sql-${process.pid}-${side}.jsonl`);
/** Statements of the request still on their way to the file when the answer arrives. */
const SETTLE_MS = 200;
/**
 * Before the request: the mails of the request that checked the answers are delivered meanwhile
 * (the server's outbox job), and would otherwise be counted as this request's statements.
 */
const QUIET_MS = 1500;

/** The node arguments and environment that make a side log its statements (none without --print-sql). */
export function sqlLogOptions(options, side) {
  if (!options.printSql) return { nodeArgs: [], env: {} };
  return { nodeArgs: ['--import', LOG_MODULE], env: { BENCH_SQL_LOG: logFile(side) } };
}

/** One line, and blind to layout: Drizzle's sql`` templates keep their line breaks. */
const oneLine = (text) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

/** Sends one request per side, and prints what each ran and whether it is the same SQL. */
export async function printStatements(scenarioName, sides) {
  const captured = [];
  for (const { side, send } of sides) {
    const file = logFile(side);
    await sleep(QUIET_MS);
    fs.writeFileSync(file, '');
    await (await send()).arrayBuffer();
    await sleep(SETTLE_MS);
    const statements = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .map(({ text, name }) => (name ? `[${name}] ${oneLine(text)}` : oneLine(text)));
    captured.push(statements);
    console.log(`\n${scenarioName}: the ${side} sent ${statements.length} statement(s)`);
    console.log(statements.map((statement, i) => `  ${i + 1}. ${statement}`).join('\n'));
  }
  // A scenario without a bare twin (the search) has only the server's statements to show.
  if (captured.length < 2) return;
  const [server, bare] = captured;
  const differing = Array.from({ length: Math.max(server.length, bare.length) }, (_, i) => i).filter(
    (i) => server[i] !== bare[i],
  );
  console.log(
    differing.length === 0
      ? `\n${scenarioName}: the same statements on both sides`
      : `\n${scenarioName}: statement(s) ${differing.map((i) => i + 1).join(', ')} DIFFER` +
          " (one of the server's background jobs may slip in between: run again to tell)",
  );
}
