import type { FastifyInstance } from 'fastify';
import { runWithRequestSignal } from '../lib/request-signal';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A read whose client hangs up before the answer is aborted: its queries still waiting for a
 * connection never run, and one running is cancelled (db/client.ts), so fifty abandoned searches
 * do not hold the pool for the people still waiting. Writes are left to finish: what a write
 * started is completed (or rolled back) whether or not anyone hears of it.
 */
export function registerAbandonedReads(app: FastifyInstance) {
  // onRequest, ahead of the routes' own (authentication reads the database too). Reads have no
  // body, so nothing after this hook leaves the request's async context.
  app.addHook('onRequest', (request, reply, done) => {
    if (!READ_METHODS.has(request.method)) {
      done();
      return;
    }
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    runWithRequestSignal(controller.signal, done);
  });
}
