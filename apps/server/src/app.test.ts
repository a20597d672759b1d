import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { flagStatusSchema, signedInResponseSchema, ssoConfigSchema, userSchema } from '@basisdesk/shared';
import { FIRST_PAINT_THEME_SCRIPT } from '@basisdesk/shared/settings/first-paint-theme';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../test/expect-response';
import { createUser, DEFAULT_PASSWORD } from '../test/factories';
import { bearer, type Method, NO_TOKEN } from '../test/send-request';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let webDir: string;
let logLines: string[];

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>BasisDesk</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  const logStream = new PassThrough();
  logLines = [];
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  ctx = await createTestApp({ WEB_DIST_DIR: webDir, LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const THEME_SCRIPT_HASH = createHash('sha256').update(FIRST_PAINT_THEME_SCRIPT).digest('base64');

describe('security headers', () => {
  it('sends CSP with frame-ancestors, nosniff, frame and referrer policies on API answers and pages', async () => {
    for (const url of ['/api/health', '/dashboard']) {
      const response = await ctx.send('GET', url);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      // Our files, the first-paint theme script by its hash (no other inline script), Razorpay's checkout.
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'self' 'sha256-${THEME_SCRIPT_HASH}' https://checkout.razorpay.com;`,
      );
      // Razorpay's checkout frames, and nothing else may be framed.
      expect(response.headers['content-security-policy']).toContain(
        'frame-src https://api.razorpay.com https://checkout.razorpay.com;',
      );
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('routing', () => {
  it('matches API paths case-insensitively, keeping parameter values', async () => {
    for (const url of ['/api/health', '/API/HEALTH', '/Api/Health']) {
      expect((await ctx.send('GET', url)).statusCode).toBe(200);
    }
    expectBody(await ctx.send('GET', '/api/ssoconfig/STATUS'), 200, ssoConfigSchema);
    const setting = await ctx.send('GET', '/api/auth/Consultant-Registration-Status');
    expect(expectBody(setting, 200, flagStatusSchema)).toEqual({ isEnabled: false });
  });

  it('answers unknown /api paths with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as Method[]) {
      const response = await ctx.send(method, '/api/no-such-thing?x=1');
      expect(response.headers['content-type']).toContain('application/json');
      expectError(response, 404, `No route for ${method} /api/no-such-thing`);
    }
  });

  it('serves the web app for its own routes (history fallback) and fingerprinted assets for a year', async () => {
    for (const url of ['/', '/dashboard', '/tickets?search=abc', '/admin/users']) {
      const response = await ctx.send('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await ctx.send('GET', '/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expectError(await ctx.send('GET', '/assets/missing.js'), 404, /./);
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const document = await ctx.send('GET', '/api/docs/json');
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    for (const expected of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/users/{id}',
      '/api/Admin/users',
      '/api/domainrestrictions',
      '/api/Payment/create-order',
      '/api/Payment/verify',
      '/api/Payment/webhook',
      '/api/Payment/refund/{orderId}',
      '/api/Payment/for-order/{orderId}',
      '/api/Payment/sandbox/checkout',
    ]) {
      expect(paths).toContain(expected);
    }
    // Every payment answer and refusal is declared, in the one error shape; 422 is another
    // request under a used Idempotency-Key (decision 037).
    const createOrder = document.json().paths['/api/Payment/create-order'].post;
    expect(Object.keys(createOrder.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '422',
      '503',
    ]);
    expect(createOrder.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
    const ui = await ctx.send('GET', '/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('bad input never reaches a 500', () => {
  const login = (payload: string, contentType = 'application/json') =>
    ctx.send('POST', '/api/auth/login', { headers: { 'content-type': contentType } }, payload);

  it('400 for malformed JSON, an empty body, and a body of the wrong JSON type', async () => {
    const malformed = await login('{"email": "a@b.c", ');
    expectError(malformed, 400, 'The request body is not valid JSON', { code: 'MALFORMED_REQUEST' });
    // An empty JSON body is no body (plugins/json-body.ts): the route's schema asks for one.
    const empty = await login('');
    expectError(empty, 400, 'Request body is required', { path: '' });
    const array = await login('[1,2]');
    expectError(array, 400, 'Request body must be an object', { path: '' });
  });

  it('400 naming the problem for a malformed URL', async () => {
    const response = await ctx.send('GET', '/api/users/%E0%A4%A');
    const body = expectError(response, 400, /./, { code: 'MALFORMED_REQUEST' });
    expect(body.error).not.toMatch(/JSON/);
  });

  it('400 for a prototype-poisoning body', async () => {
    const response = await login('{"email":"a@b.c","password":"x","__proto__":{"isAdmin":true}}');
    expectError(response, 400, /./, { code: 'MALFORMED_REQUEST' });
  });

  it('413 for a body over 1 MiB', async () => {
    const response = await login(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) }));
    expectError(response, 413, 'Request body is too large (the limit is 1 MiB)');
  });

  it('415 for a body that is not JSON', async () => {
    const response = await login('email=a@b.c', 'application/x-www-form-urlencoded');
    expectError(response, 415, /./);
  });

  it('400 for a malformed id in the path', async () => {
    const admin = await createUser(ctx.database.db, { role: 'Admin' });
    const response = await ctx.send('GET', '/api/users/not-a-uuid', admin);
    expectError(response, 400, 'Invalid id', { path: 'id' });
  });

  it('masks an unexpected failure as a 500 without a stack trace', async () => {
    const broken = await createTestApp();
    const user = await createUser(broken.database.db);
    // A table the guard reads is gone (42P01): a fault of the code's, not of the database's.
    await broken.database.db.execute(sql`alter table users rename to users_gone`);
    const response = await broken.send('GET', `/api/users/${user.id}`, user);
    await broken.close();
    expectError(response, 500, 'Internal Server Error');
  });

  it('answers a database that is gone with a 503 and Retry-After, not a 500', async () => {
    const broken = await createTestApp();
    const user = await createUser(broken.database.db);
    await broken.database.close();
    const response = await broken.send('GET', `/api/users/${user.id}`, user);
    await broken.close();
    expectError(response, 503, 'The database is unavailable right now; please try again shortly');
    expect(response.headers['retry-after']).toBe('5');
  });
});

describe('request logging', () => {
  it('logs requests without passwords, bearer tokens or verification tokens', async () => {
    const user = await createUser(ctx.database.db);
    const login = await ctx.send('POST', '/api/auth/login', NO_TOKEN, {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    const { token } = expectBody(login, 200, signedInResponseSchema);
    expectBody(await ctx.send('GET', `/api/users/${user.id}`, bearer(token)), 200, userSchema);
    await ctx.send('GET', '/confirm-email?token=secret-verification-token&x=1');
    await new Promise((resolve) => setImmediate(resolve));

    const log = logLines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/confirm-email?token=%5BREDACTED%5D&x=1');
    expect(log).not.toContain(DEFAULT_PASSWORD);
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-verification-token');
  });
});
