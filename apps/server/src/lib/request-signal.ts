import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client hangs up before the answer has gone: a slow read made
 * with it (Database.searchReads) stops, so fifty abandoned searches do not hold the pool for the
 * people still waiting. Asked for by the routes whose reads can be slow; a write is never given
 * one: what it started completes (or rolls back) whether or not anyone hears of it.
 */
export function abandonSignalOf(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
