import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_PAINT_THEME_SCRIPT } from '@basisdesk/shared/settings/first-paint-theme';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../../test/factories';
import { type Caller, NO_TOKEN, tokenOf } from '../../test/send-request';
import { createTestApp, type TestContext } from '../../test/test-app';

// The headers every answer carries, pinned to their exact values: a change to them is a
// deliberate change to this file. No answer allows another origin (no CORS) or sets a cookie; the
// API's answers and everything a signed-in request gets are never stored.
let ctx: TestContext;
let webDir: string;
let user: TestUser;
const seen: LightMyRequestResponse[] = [];

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-headers-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>BasisDesk</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  ctx = await createTestApp({ WEB_DIST_DIR: webDir });
  user = await createUser(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function get(url: string, caller: Caller = NO_TOKEN): Promise<LightMyRequestResponse> {
  const response = await ctx.send('GET', url, caller);
  seen.push(response);
  return response;
}

const THEME_SCRIPT_HASH = createHash('sha256').update(FIRST_PAINT_THEME_SCRIPT).digest('base64');

const SECURITY_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    `script-src 'self' 'sha256-${THEME_SCRIPT_HASH}' https://checkout.razorpay.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.razorpay.com",
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The answer's headers but the ones that change with every answer (date, length, validators). */
function headersOf(response: LightMyRequestResponse) {
  const {
    date,
    'content-length': _length,
    'last-modified': _modified,
    etag,
    connection,
    ...rest
  } = response.headers;
  return rest;
}

describe('security headers, exactly as they are', () => {
  it('an API JSON answer: the security headers, its type and no-store; nothing else', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)).toEqual({
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
  });

  it('the HTML of / and /login: the same, as pages revalidated on every visit', async () => {
    for (const url of ['/', '/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(headersOf(response), url).toEqual({
        ...SECURITY_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      });
    }
  });

  it('a fingerprinted file of the web app: the same, kept for a year', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)).toEqual({
      ...SECURITY_HEADERS,
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      vary: 'accept-encoding',
    });
  });

  it('an error answer carries them too', async () => {
    const response = await get('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(headersOf(response)).toEqual({
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
  });
});

describe('no other origin is allowed (no CORS)', () => {
  const ORIGIN = 'https://evil.example';
  const corsHeaders = (response: LightMyRequestResponse) =>
    Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

  it('a preflight is a JSON 404 without Access-Control-Allow-* headers', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    seen.push(response);
    expect(response.statusCode).toBe(404);
    expect(corsHeaders(response)).toEqual([]);
  });

  it('a cross-origin GET, signed in or not, answers without them', async () => {
    for (const caller of [
      { headers: { origin: ORIGIN } },
      { headers: { origin: ORIGIN, ...tokenOf(user).headers } },
    ]) {
      const health = await get('/api/health', caller);
      expect(corsHeaders(health)).toEqual([]);
      const profile = await get(`/api/users/${user.id}`, caller);
      expect(corsHeaders(profile)).toEqual([]);
    }
  });
});

describe('Cache-Control: no-store', () => {
  it('on every answer to a signed-in request: a profile, a refusal, a page, even a fingerprinted file', async () => {
    const token = tokenOf(user);
    const answers = [
      await get(`/api/users/${user.id}`, token),
      await get(`/api/users/${crypto.randomUUID()}`, token),
      await get('/api/SupportTaxonomy', token),
      await get('/dashboard', token),
      await get('/assets/app-1234.js', token),
    ];
    expect(answers.map((response) => response.headers['cache-control'])).toEqual(Array(5).fill('no-store'));
  });

  it('on every API answer without a token too: public reads, the sign-in (it carries the token), a 404, the OpenAPI document', async () => {
    const login = await ctx.send('POST', '/api/auth/login', NO_TOKEN, {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    seen.push(login);
    expect(login.statusCode).toBe(200);
    const answers = [
      login,
      await get('/api/SupportTaxonomy'),
      await get('/api/auth/consultant-registration-status'),
      await get('/api/nothing-here'),
      await get('/api/docs/json'),
    ];
    expect(answers.map((response) => response.headers['cache-control'])).toEqual(Array(5).fill('no-store'));
  });

  it("the web app's own choices stand for signed-out visitors: pages and the manifest revalidate, assets last a year", async () => {
    expect((await get('/dashboard')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('cookies', () => {
  it('no answer of this file set one: the session is a bearer token, never a cookie', () => {
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((response) => response.headers['set-cookie'] !== undefined)).toEqual([]);
  });
});
