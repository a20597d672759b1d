import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { WEB_APP_CONFIG_META_NAME } from '@basisdesk/shared/settings/app-config.schema';
import { PRERENDER_BUNDLE_PATH } from '@basisdesk/shared/settings/prerender';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './expect-response';
import { createTestApp, type TestContext } from './test-app';

// The HTML characters and `$&` (which String.replace would expand) in the name the pages are rendered with.
const APP_NAME = `Acme <"&'> $& Desk`;
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  `<meta name="${WEB_APP_CONFIG_META_NAME}" content="" />`,
  '<title>BasisDesk</title>',
  '<script type="module" crossorigin src="/assets/app-abc.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

/**
 * A stand-in for the web build's prerender bundle (apps/web/src/prerender.tsx), with the same
 * contract: it reads the configuration the server's worker put on globalThis when it loads, and
 * answers each page's head elements and root HTML. The real bundle is exercised by e2e/first-paint.
 */
const CSS = 'body{color:#111}.dark body{color:#eee}';

const BUNDLE = `
const config = globalThis.basisdeskPrerenderConfig;
const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPrerenderedPages() {
  return [
    {
      path: '/',
      head: '<title>' + escape(config.appName) + ': SAP BASIS support by the hour</title><link rel="preload" as="image" href="/favicon.svg"/>',
      html: '<main><h1>' + escape(config.appName) + '</h1><a href="mailto:' + escape(config.supportEmail) + '">mail</a></main>',
    },
    { path: '/login', head: '', html: '<main><h1>Welcome Back</h1><button disabled="">Sign In to Dashboard</button></main>' },
  ];
}
`;

function createWebDir(bundle: string | null) {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-prerender-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc.css'), CSS);
  if (bundle !== null) {
    fs.mkdirSync(path.dirname(path.join(webDir, PRERENDER_BUNDLE_PATH)), { recursive: true });
    fs.writeFileSync(path.join(webDir, PRERENDER_BUNDLE_PATH), bundle);
  }
  return webDir;
}

const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*)<\/div><\/body>/)?.[1];

describe('prerendered / and /login', () => {
  let ctx: TestContext;
  let webDir: string;

  beforeAll(async () => {
    webDir = createWebDir(BUNDLE);
    ctx = await createTestApp({ WEB_DIST_DIR: webDir, APP_NAME, SUPPORT_EMAIL: 'help@example.test' });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers / with the page rendered for this deployment, its title and hints in <head>, and the runtime config', async () => {
    const response = await ctx.send('GET', '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(rootOf(html)).toBe(
      '<main><h1>Acme &#60;&#34;&#38;&#39;&#62; $&#38; Desk</h1><a href="mailto:help@example.test">mail</a></main>',
    );
    expect(html).toContain(
      '<head><meta charset="UTF-8" /><meta name="app-config" content="{&quot;appName&quot;:&quot;Acme &lt;\\&quot;&amp;&#39;&gt; $&amp; Desk&quot;',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Acme &#60;&#34;&#38;&#39;&#62; $&#38; Desk: SAP BASIS support by the hour</title><link rel="preload" as="image" href="/favicon.svg"/>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc.js"></script>');
    // Its stylesheet comes with it: the first response is enough to paint.
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('answers /login, with or without a query, with the sign-in page under the deployment name', async () => {
    for (const url of ['/login', '/login?redirect=%2Ftickets', '/login?mode=signup']) {
      const html = (await ctx.send('GET', url)).body;
      expect(rootOf(html), url).toBe(
        '<main><h1>Welcome Back</h1><button disabled="">Sign In to Dashboard</button></main>',
      );
      expect(html, url).toContain('<title>Acme &lt;&quot;&amp;&#39;&gt; $&amp; Desk</title>');
      expect(html, url).toContain('&quot;supportEmail&quot;:&quot;help@example.test&quot;');
    }
  });

  it('keeps every other page, /index.html included, on the empty shell the browser renders', async () => {
    for (const url of ['/index.html', '/dashboard', '/login/extra']) {
      const html = (await ctx.send('GET', url)).body;
      expect(rootOf(html), url).toBe('');
      expect(html, url).toContain('&quot;appName&quot;:&quot;Acme');
      expect(html, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    }
  });

  it('sends the prerendered page compressed as asked, identical once decompressed', async () => {
    const plain = (await ctx.send('GET', '/login')).rawPayload;
    const br = await ctx.send('GET', '/login', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
  });

  it('never serves the prerender bundle itself', async () => {
    expectError(
      await ctx.send('GET', `/${PRERENDER_BUNDLE_PATH}`),
      404,
      `No route for GET /${PRERENDER_BUNDLE_PATH}`,
    );
  });
});

describe('a prerender bundle that fails', () => {
  it('is logged, and / and /login are served as the shell the browser renders', async () => {
    const webDir = createWebDir(
      'export async function renderPrerenderedPages() { throw new Error("no window"); }',
    );
    const logLines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
    const ctx = await createTestApp({ WEB_DIST_DIR: webDir, LOG_LEVEL: 'warn' }, { logStream });
    try {
      for (const url of ['/', '/login']) {
        const response = await ctx.send('GET', url);
        expect(response.statusCode, url).toBe(200);
        expect(rootOf(response.body), url).toBe('');
      }
      const warning = logLines.find((line) => line.includes('Prerendering / and /login failed'));
      expect(warning).toContain('no window');
    } finally {
      await ctx.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
