import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_APP_CONFIG_META_NAME, webAppConfigSchema } from '@basisdesk/shared/settings/app-config.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWebAppConfig } from '../src/lib/web-app-config';
import { expectError } from './expect-response';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './test-app';

// Every character HTML cares about, plus `$&`, which String.replace would expand if given a string.
const APP_NAME = `Basis <"&'> $& Desk`;
const SECRETS = {
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret-value',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret-value',
  ADMIN_PASSWORD: 'admin-password-value',
  SMTP_URL: 'smtp://mailer:smtp-password-value@127.0.0.1:2525',
  DATABASE_URL: 'postgres://app:database-password-value@127.0.0.1:5432/app',
};
const SECRET_VALUES = [
  TEST_JWT_SECRET,
  'razorpay-key-secret-value',
  'razorpay-webhook-secret-value',
  'admin-password-value',
  'smtp-password-value',
  'database-password-value',
];
const SUPABASE_URL = 'https://project.supabase.co';
const SUPABASE_ANON_KEY = 'public-anon-key';

// Larger than the precompress threshold and repetitive, so compression visibly pays.
const ASSET = `console.log(${JSON.stringify('BasisDesk '.repeat(300))});\n`;
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  `<meta name="${WEB_APP_CONFIG_META_NAME}" content="" />`,
  '<title>BasisDesk</title>',
  '<script type="module" crossorigin src="/assets/app-abc.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

let ctx: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-static-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(webDir, 'assets'));
  const asset = path.join(webDir, 'assets', 'app-abc.js');
  fs.writeFileSync(asset, ASSET);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(ASSET));
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());');
  fs.writeFileSync(path.join(webDir, 'sw.js.br'), zlib.brotliCompressSync('self.skipWaiting();'));
  ctx = await createTestApp({
    WEB_DIST_DIR: webDir,
    APP_NAME,
    SUPPORT_EMAIL: 'help@example.test',
    SUPPORT_PHONE: '+91 00 0000 0000',
    SUPABASE_URL,
    SUPABASE_ANON_KEY,
    ...SECRETS,
    ADMIN_EMAIL: 'admin@example.test',
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.send('GET', url, { headers });

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function readConfigMeta(html: string) {
  const match = html.match(new RegExp(`<meta name="${WEB_APP_CONFIG_META_NAME}" content="([^"]*)" />`));
  expect(match, 'config meta').not.toBeNull();
  return JSON.parse(unescapeHtml(match?.[1] ?? ''));
}

describe('index.html with the runtime config', () => {
  it('serves one rendering for /, /index.html and the history fallback, never cached without revalidation', async () => {
    const bodies = new Set<string>();
    for (const url of ['/', '/index.html', '/dashboard', '/admin/users', '/tickets?search=abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toContain('accept-encoding');
      expect(response.headers['content-encoding'], url).toBeUndefined();
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    const [html = ''] = bodies;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('content=""');
  });

  it('carries the public config, valid against the shared schema, with Supabase when both parts are set', async () => {
    const config = readConfigMeta((await get('/')).body);
    expect(webAppConfigSchema.strict().parse(config)).toEqual({
      appName: APP_NAME,
      supportEmail: 'help@example.test',
      supportPhone: '+91 00 0000 0000',
      supabaseUrl: SUPABASE_URL,
      supabaseAnonKey: SUPABASE_ANON_KEY,
    });
  });

  it('never contains a secret', async () => {
    for (const url of ['/', '/dashboard', '/manifest.webmanifest']) {
      const body = (await get(url)).body;
      for (const secret of SECRET_VALUES) expect(body, `${url} leaks ${secret}`).not.toContain(secret);
    }
  });

  it('escapes APP_NAME in the title and the meta content', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('<title>Basis &lt;&quot;&amp;&#39;&gt; $&amp; Desk</title>');
    expect(html).not.toContain(APP_NAME);
    const meta = html.match(/<meta name="app-config" content="([^"]*)" \/>/)?.[1] ?? '';
    expect(meta).not.toMatch(/[<>"']/);
    // JSON escapes the quote first (\"), HTML then escapes each character of it.
    expect(meta).toContain('&quot;appName&quot;:&quot;Basis &lt;\\&quot;&amp;&#39;&gt; $&amp; Desk&quot;');
  });

  it('sends the document compressed as the client asks, identical once decompressed', async () => {
    const plain = (await get('/')).rawPayload;
    const br = await get('/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.length);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);
    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain)).toBe(true);
  });
});

describe('the public config from the server config', () => {
  const base = { APP_NAME: 'BasisDesk', SUPPORT_EMAIL: 'a@b.c', SUPPORT_PHONE: '1' };

  it('leaves Supabase out unless both its URL and anon key are set', () => {
    for (const partial of [{ SUPABASE_URL }, { SUPABASE_ANON_KEY }, {}]) {
      const config = getWebAppConfig({
        ...base,
        SUPABASE_URL: undefined,
        SUPABASE_ANON_KEY: undefined,
        ...partial,
      });
      expect(config.supabaseUrl).toBeNull();
      expect(config.supabaseAnonKey).toBeNull();
    }
  });
});

describe('GET /manifest.webmanifest', () => {
  it('describes the installable app under the configured name', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: APP_NAME,
      short_name: APP_NAME,
      description:
        'SAP BASIS support marketplace: raise requests, book expert consultants, track every ticket.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#f59e0b',
      background_color: '#1a1b23',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
  });
});

describe('files of the web build', () => {
  it('sends a precompressed asset for br and gzip, and the file itself otherwise', async () => {
    const br = await get('/assets/app-abc.js', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gzip = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const identity = await get('/assets/app-abc.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('accept-encoding');
    expect(identity.headers['cache-control']).toContain('immutable');
    expect(identity.body).toBe(ASSET);
  });

  it('serves the service worker for revalidation with scope over the whole app, compressed or not', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const response = await get('/sw.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBe('/');
    }
  });

  it('answers unknown /api paths and missing files with JSON 404s', async () => {
    for (const url of ['/api/nope', '/missing.png', '/assets/missing.js', '/icons/none.png']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-type'], url).toContain('application/json');
      expectError(response, 404, `No route for GET ${url}`);
    }
  });
});
