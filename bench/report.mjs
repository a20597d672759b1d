// What bench/run.mjs prints: each measurement as it ends, the run's table at the end, and with
// `--compare` the runs of every size found in bench/results (latest-<N>.json) side by side.
import fs from 'node:fs';
import path from 'node:path';
import { DURATION_SECONDS, WARMUP_SECONDS } from './measure.mjs';

const cells = (...values) => values.map((value) => String(value ?? 'n/a').padStart(14)).join('');
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
/** A ratio as a percentage; none for a scenario measured on the server alone. */
const percent = (ratio) => (ratio === null || ratio === undefined ? '-' : (ratio * 100).toFixed(1));

export function printMeasurement({ scenario, bare, server, ratio, targets }, { notifications, tickets, db }) {
  const row = (name, result) =>
    `  ${name.padEnd(28)}${cells(
      result.requestsPerSecond.toFixed(0),
      result.p50Ms,
      result.p99Ms,
      result.cpuPerRequestUs.node,
      result.cpuPerRequestUs.postgres,
      result.maxRssMiB,
      result.otherProcessesCores,
      result.stolenCores,
    )}`;
  console.log(
    [
      '',
      `${scenario.name} (${scenario.route}): ${tickets} tickets, ${scenario.connections} connections, ` +
        `${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up; notifications ${notifications ? 'on' : 'off'}; ${db === 'embedded' ? 'the embedded database (PGlite)' : 'PostgreSQL, pool of 10'}`,
      `  ${''.padEnd(28)}${cells('req/s (avg)', 'p50 (ms)', 'p99 (ms)', 'Node µs/req', 'PG µs/req', 'max RSS MiB', 'others', 'stolen')}`,
      ...(bare ? [row('(a) bare node:http + pg', bare)] : []),
      row('(b) BasisDesk server', server),
      (bare
        ? `  b/a = ${percent(ratio)} %; target b >= ${targets.ratio.min * 100} % of a: ${verdict(targets.ratio.pass)}; `
        : '  no bare twin (server only); ') +
        `target p99 of b <= ${targets.p99.maxMs} ms: ${verdict(targets.p99.pass)}`,
      '',
    ].join('\n'),
  );
}

export const LEGEND = [
  '  µs/req: CPU time per request of the Node process and of its PostgreSQL backends; max RSS: the',
  '  Node process, sampled every 250 ms during the measurement; others, stolen: cores used meanwhile by',
  '  other processes, and taken by the hypervisor; when they differ much between a and b, run again',
].join('\n');

/** The run's table: one line per scenario and number of connections. */
export function printTable(results, tickets) {
  const header = `  ${'scenario'.padEnd(26)}${'conns'.padStart(6)}${cells('bare req/s', 'server req/s', 'b/a %', 'p50 ms', 'p99 ms', 'max RSS MiB', 'p99 target')}`;
  const lines = results.map(
    ({ scenario, bare, server, ratio, targets, error }) =>
      `  ${scenario.name.padEnd(26)}${String(scenario.connections).padStart(6)}` +
      (error
        ? `  FAILED: ${error.split('\n')[0].slice(0, 100)}`
        : cells(
            bare ? bare.requestsPerSecond.toFixed(0) : '-',
            server.requestsPerSecond.toFixed(0),
            percent(ratio),
            server.p50Ms,
            server.p99Ms,
            server.maxRssMiB,
            `${verdict(targets.p99.pass)} ${targets.p99.maxMs}`,
          )),
  );
  console.log(
    ['', `Summary at ${tickets} tickets (server figures; b/a = server / bare)`, header, ...lines].join('\n'),
  );
}

/** Every latest-<N>.json in the results folder, smallest N first. */
function readRuns(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /^latest-\d+\.json$/.test(file))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
    .sort((a, b) => a.settings.tickets - b.settings.tickets);
}

/** The server's req/s and p99 of each scenario and connections, one column pair per size. */
export function printComparison(dir) {
  const runs = readRuns(dir);
  if (runs.length === 0) {
    console.log(`nothing to compare: no latest-<N>.json in ${dir}`);
    return;
  }
  const keyOf = ({ scenario }) => `${scenario.name}@${scenario.connections}`;
  const keys = [...new Set(runs.flatMap((run) => run.scenarios.map(keyOf)))];
  const header =
    `  ${'scenario'.padEnd(26)}${'conns'.padStart(6)}` +
    runs.map((run) => cells(`${run.settings.tickets} req/s`, 'p99 ms', 'b/a %')).join('');
  const lines = keys.map((key) => {
    const [name, connections] = key.split('@');
    return (
      `  ${name.padEnd(26)}${connections.padStart(6)}` +
      runs
        .map((run) => {
          const found = run.scenarios.find((result) => keyOf(result) === key);
          if (!found) return cells('-', '-', '-');
          if (found.error) return cells('FAILED', '-', '-');
          return cells(found.server.requestsPerSecond.toFixed(0), found.server.p99Ms, percent(found.ratio));
        })
        .join('')
    );
  });
  const dates = runs.map((run) => `${run.settings.tickets}: ${run.date}`).join('; ');
  console.log(['', `Server figures by size (${dates})`, header, ...lines, ''].join('\n'));
}
