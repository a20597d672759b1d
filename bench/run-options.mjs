// bench/run.mjs's command line: the scenario names and the options its header lists.
import { DURATION_SECONDS, WARMUP_SECONDS } from './measure.mjs';

/** Scenario names and the options (see the header). */
export function parseArguments(args) {
  const options = {
    names: [],
    db: 'postgresql',
    tickets: 10_000,
    connections: [10, 50],
    notifications: true,
    seconds: { warmup: WARMUP_SECONDS, duration: DURATION_SECONDS },
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = () => {
      const next = args[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--tickets') options.tickets = Number(value().replace(/[_,]/g, ''));
    else if (arg === '--db') options.db = value();
    else if (arg === '--connections') options.connections = value().split(',').map(Number);
    else if (arg === '--compare') options.compare = true;
    else if (arg === '--print-sql') options.printSql = true;
    else if (arg === '--reseed') options.reseed = true;
    else if (arg === '--seed-only') options.seedOnly = true;
    else if (arg === '--duration') options.seconds.duration = Number(value());
    else if (arg === '--budget') options.budget = value();
    else if (/^--notifications=(on|off)$/.test(arg)) options.notifications = arg.endsWith('on');
    else if (arg.startsWith('--'))
      throw new Error(
        `unknown option ${arg}; known: --tickets N, --db postgresql|embedded, --connections 10,50, --duration S, --budget FILE, --compare, --print-sql, --reseed, --seed-only, --notifications=on|off`,
      );
    else options.names.push(arg);
  }
  if (!['postgresql', 'embedded'].includes(options.db)) throw new Error('--db: postgresql or embedded');
  if (options.db === 'embedded' && (options.printSql || options.budget))
    throw new Error('--print-sql and --budget are for PostgreSQL (--db postgresql)');
  if (!Number.isInteger(options.tickets) || options.tickets < 1000)
    throw new Error('--tickets: at least 1000');
  if (options.connections.some((count) => !Number.isInteger(count) || count < 1))
    throw new Error('--connections: a comma-separated list of whole numbers');
  if (!Number.isInteger(options.seconds.duration) || options.seconds.duration < 1)
    throw new Error('--duration: a whole number of seconds');
  return options;
}
