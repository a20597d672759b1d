import fs from 'node:fs';
import path from 'node:path';
import type { WebAppConfig } from '@basisdesk/shared/settings/app-config.schema';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressDocument, negotiateContentEncoding } from '../lib/content-encoding';
import { AppError } from '../lib/errors';
import { inlineStylesheets, renderIndexHtml, renderPrerenderedHtml } from '../lib/index-html';
import { renderPrerenderedPages } from '../lib/prerendered-pages';
import { buildWebManifest } from '../lib/web-manifest';
import { logQuietly } from './request-log';

const notFound = (method: string, url: string) =>
  new AppError('NOT_FOUND', `No route for ${method} ${url.split('?')[0]}`);

/**
 * Serves the built web app. Paths without a file are the app's own routes (history fallback to
 * index.html); unknown /api paths and missing files are JSON 404s. index.html is rendered once
 * at start-up with the deployment's runtime config and name, and only that rendering is served:
 * the raw template never is. `/` and `/login` are rendered once at start-up too, by the web
 * build's prerender bundle with the same config, and sent as HTML the client hydrates (decision 026).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: { webDistDir?: string; webAppConfig: WebAppConfig },
) {
  const manifest = JSON.stringify(buildWebManifest(options.webAppConfig.appName));
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) => {
    logQuietly(request);
    return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(manifest);
  });

  const root = options.webDistDir ? path.resolve(options.webDistDir) : undefined;
  const template = root ? readIfExists(path.join(root, 'index.html')) : null;
  const page = template === null ? null : compressDocument(renderIndexHtml(template, options.webAppConfig));

  const prerendered =
    root && template !== null ? await prerenderPages(app, root, template, options.webAppConfig) : [];

  const sendPage = (request: FastifyRequest, reply: FastifyReply, body: NonNullable<typeof page>) => {
    const encoding = negotiateContentEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body[encoding]);
  };

  if (root && page) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // `/` must not resolve to the raw index.html: the exact routes below answer it instead.
      index: false,
      // dist/.prerender holds the server-side prerender bundle: never a file of the site.
      dotfiles: 'ignore',
      // The web build writes .br/.gz siblings (apps/web/scripts/precompress.mjs); chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // A file of the build is being sent (a page the app renders is not: it comes from sendPage).
        logQuietly(reply.request);
        // The path is the file actually sent, which may be the .br or .gz sibling.
        const served = path
          .relative(root, filePath.replace(/\.(br|gz)$/, ''))
          .split(path.sep)
          .join('/');
        // Vite fingerprints everything under assets/: those files never change.
        const isFingerprinted = served.startsWith('assets/');
        reply.header('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The worker lives at the root already; saying so lets it control every path explicitly.
        if (served === 'sw.js') reply.header('service-worker-allowed', '/');
      },
    });
    // Exact routes outrank @fastify/static's wildcard. A prerendered page takes its path (`/` too).
    for (const { path: url, body } of prerendered) {
      app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, body));
    }
    const urls = ['/', '/index.html'].filter((url) => !prerendered.some((entry) => entry.path === url));
    for (const url of urls) {
      app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.toLowerCase() === '/api' || pathname.toLowerCase().startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isApi || !page || !isPage) throw notFound(request.method, request.url);
    return sendPage(request, reply, page);
  });
}

/** The prerendered pages, compressed once; none (the client renders them) when rendering fails. */
async function prerenderPages(app: FastifyInstance, root: string, template: string, config: WebAppConfig) {
  try {
    const pages = await renderPrerenderedPages(root, config);
    const pageTemplate = inlineStylesheets(template, (urlPath) => readIfExists(path.join(root, urlPath)));
    return pages.map((page) => ({
      path: page.path,
      body: compressDocument(renderPrerenderedHtml(pageTemplate, config, page)),
    }));
  } catch (error) {
    app.log.warn({ err: error }, 'Prerendering / and /login failed: the browser renders them instead');
    return [];
  }
}

function readIfExists(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
