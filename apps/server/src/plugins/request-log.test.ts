import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { type Caller, NO_TOKEN, tokenOf } from '../../test/send-request';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createPrettyLogStream } from '../lib/pretty-log';

// The log is one line per request, JSON for machines (what tests and collectors read), short text
// for a person at a terminal; the web app's files are not logged at info level.
let ctx: TestContext;
let webDir: string;
let written: string[];

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>BasisDesk</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.css'), 'body{margin:0}');
  const logStream = new PassThrough();
  written = [];
  logStream.on('data', (chunk: Buffer) => written.push(chunk.toString()));
  ctx = await createTestApp({ WEB_DIST_DIR: webDir, LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** The lines written while `work` ran, parsed. */
async function logOf(work: () => Promise<unknown>): Promise<{ raw: string; lines: LogLine[] }> {
  const from = written.length;
  await work();
  await new Promise((resolve) => setImmediate(resolve));
  const raw = written.slice(from).join('');
  const lines = raw
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
  return { raw, lines };
}

const get = (url: string, caller: Caller = NO_TOKEN) => ctx.send('GET', url, caller);

describe('the request log', () => {
  it('writes one JSON line per request: method, path, client, status and time, nothing else of it', async () => {
    const user = await createUser(ctx.database.db);
    const token = tokenOf(user);
    const { raw, lines } = await logOf(async () => {
      await get('/api/health');
      await get(`/api/users/${user.id}`, token);
      await ctx.send('POST', '/api/auth/login', NO_TOKEN, { email: user.email, password: DEFAULT_PASSWORD });
      await get('/api/no-such-route');
    });
    expect(lines.map((line) => [line.msg, line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      ['request completed', 'GET', '/api/health', 200],
      ['request completed', 'GET', `/api/users/${user.id}`, 200],
      ['request completed', 'POST', '/api/auth/login', 200],
      ['request completed', 'GET', '/api/no-such-route', 404],
    ]);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(typeof line.responseTime).toBe('number');
      expect(line.req?.remoteAddress).toBe('127.0.0.1');
    }
    expect(raw).not.toContain('incoming request');
    expect(raw).not.toContain(DEFAULT_PASSWORD);
    expect(raw).not.toContain(token.headers?.authorization?.slice(7, 40));
    expect(raw.toLowerCase()).not.toContain('authorization');
  });

  it("does not log the web app's files at info level, but does log the pages it renders", async () => {
    const { lines } = await logOf(async () => {
      for (const url of [
        '/assets/app-1234.js',
        '/assets/app-1234.css',
        '/favicon.svg',
        '/manifest.webmanifest',
      ]) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
      expect((await get('/dashboard')).statusCode).toBe(200);
      expect((await get('/')).statusCode).toBe(200);
    });
    expect(lines.map((line) => line.req?.url)).toEqual(['/dashboard', '/']);
  });

  it('reads as one short line per request at a terminal', async () => {
    const user = await createUser(ctx.database.db);
    const { raw } = await logOf(async () => {
      await get('/api/health');
      await get(`/api/users/${user.id}`, user);
      await get('/confirm-email?token=secret-verification-token');
    });
    const terminal = new PassThrough();
    const shown: string[] = [];
    terminal.on('data', (chunk: Buffer) => shown.push(chunk.toString()));
    const pretty = createPrettyLogStream(terminal);
    // As pino writes: a line per call, and once a line split across two writes.
    const [first, ...rest] = raw.split('\n').filter(Boolean);
    pretty.write(`${first?.slice(0, 20)}`);
    pretty.write(`${first?.slice(20)}\n`);
    for (const line of rest) pretty.write(`${line}\n`);
    await new Promise((resolve) => pretty.end(resolve));

    const text = shown.join('').trimEnd().split('\n');
    expect(text).toHaveLength(3);
    expect(text[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+(\.\d)? ms$/);
    expect(text[1]).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d GET /api/users/${user.id} 200 \\d+(\\.\\d)? ms$`),
    );
    expect(text[2]).toMatch(/^\d\d:\d\d:\d\d GET \/confirm-email\?token=%5BREDACTED%5D 200 \d+(\.\d)? ms$/);
    expect(shown.join('')).not.toContain('{');
  });

  it('shows other lines with their level when it is not info, and their fields', async () => {
    const terminal = new PassThrough();
    const shown: string[] = [];
    terminal.on('data', (chunk: Buffer) => shown.push(chunk.toString()));
    const pretty = createPrettyLogStream(terminal);
    const time = Date.parse('2031-01-01T10:00:00.000Z');
    pretty.write(
      `${JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: 'Server listening at http://127.0.0.1:3000' })}\n`,
    );
    pretty.write(
      `${JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', tickets: 2, msg: 'A demo ticket could not be created' })}\n`,
    );
    pretty.write('not json at all\n');
    await new Promise((resolve) => pretty.end(resolve));
    const [listening, warning, other] = shown.join('').trimEnd().split('\n');
    expect(listening).toMatch(/^\d\d:\d\d:\d\d Server listening at http:\/\/127\.0\.0\.1:3000$/);
    expect(warning).toMatch(/^\d\d:\d\d:\d\d WARN A demo ticket could not be created tickets=2$/);
    expect(other).toBe('not json at all');
  });
});
