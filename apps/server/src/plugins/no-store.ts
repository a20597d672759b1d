import type { FastifyInstance, FastifyRequest } from 'fastify';

const isApi = (request: FastifyRequest) => {
  const pathname = (request.url.split('?')[0] ?? '').toLowerCase();
  return pathname === '/api' || pathname.startsWith('/api/');
};

const carriesBearer = (request: FastifyRequest) => /^bearer\s/i.test(request.headers.authorization ?? '');

/**
 * Nothing a person reads signed in is kept by a browser or a proxy (ASVS 14.3): every answer to a
 * request with a bearer token is `Cache-Control: no-store`, whatever else it said; every other API
 * answer is too, unless its route chose its own (the live stream's `no-cache`; a receipt's or a
 * download's `private, no-store`). The web app's files keep theirs: fingerprinted assets for a
 * year, pages `no-cache`. One hook, so no route can forget.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const current = reply.getHeader('cache-control');
    if (carriesBearer(request)) {
      if (!String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    } else if (current === undefined && isApi(request)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
