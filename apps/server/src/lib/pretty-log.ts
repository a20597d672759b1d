import { Writable } from 'node:stream';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that the line's own layout shows: not repeated as key=value. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/** One pino JSON line as a person reads it; anything that is not JSON passes through unchanged. */
function formatLogLine(line: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line;
  }
  const at = clock(entry.time);
  if (entry.req && entry.res) {
    return `${at} ${entry.req.method} ${entry.req.url} ${entry.res.statusCode} ${entry.responseTime ?? '?'} ms`;
  }
  const level = entry.level === 30 ? '' : `${LEVEL_NAMES[entry.level ?? 30] ?? 'LOG'} `;
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('');
  const error = entry.err ? `\n${entry.err.stack ?? entry.err.message}` : '';
  return `${at} ${level}${entry.msg ?? ''}${fields}${error}`;
}

/**
 * The log for a person at a terminal: pino's JSON lines turned into short text lines as they are
 * written, in order (no worker thread, no dependency). JSON stays the format for everything else.
 */
export function createPrettyLogStream(out: NodeJS.WritableStream): Writable {
  let pending = '';
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      const text = lines.filter((line) => line.length > 0).map(formatLogLine);
      if (text.length > 0) out.write(`${text.join('\n')}\n`);
      done();
    },
    final(done) {
      if (pending) out.write(`${formatLogLine(pending)}\n`);
      done();
    },
  });
}
