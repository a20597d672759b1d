import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const notFound = (method: string, url: string) =>
  new AppError('NOT_FOUND', `No route for ${method} ${url.split('?')[0]}`);

/**
 * Serves the built web app. Paths without a file are the app's own routes (history fallback to
 * index.html); unknown /api paths and missing files are JSON 404s.
 */
export async function registerStaticWeb(app: FastifyInstance, options: { webDistDir?: string }) {
  const root = options.webDistDir;
  const hasWebApp = Boolean(root && fs.existsSync(path.join(root, 'index.html')));

  if (hasWebApp && root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: those files never change.
        const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.toLowerCase() === '/api' || pathname.toLowerCase().startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isApi || !hasWebApp || !isPage) throw notFound(request.method, request.url);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
