import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client hangs up before the answer has gone: a slow read made
 * with it (Database.searchReads) stops, so fifty abandoned searches do not hold the pool for the
 * people still waiting. Asked for by the routes whose reads can be slow; a write is never given
 * one: what it started completes (or rolls back) whether or not anyone hears of it.
 */
export function abandonSignalOf(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // A client that hung up while the request was still being authenticated closed its connection
  // before this listener was there: it would never hear of it, and the read would run for no one.
  const { socket } = reply.raw;
  if (!reply.raw.writableFinished && (reply.raw.destroyed || !socket || socket.destroyed)) {
    controller.abort();
    return controller.signal;
  }
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
