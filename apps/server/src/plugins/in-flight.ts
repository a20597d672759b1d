import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Closing the server stops new requests, but a handler whose client has hung up may still be
 * running. Closing waits (bounded) until every handler has finished, so none of them meets a
 * database that has already been closed.
 */
export function registerInFlightDrain(app: FastifyInstance, { timeoutMs }: { timeoutMs: number }) {
  const inFlight = new Set<FastifyRequest>();
  let onIdle: (() => void) | undefined;
  const finish = (request: FastifyRequest) => {
    inFlight.delete(request);
    if (inFlight.size === 0) onIdle?.();
  };

  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    done();
  });
  // onSend runs when the handler has answered, even if nobody is listening any more.
  app.addHook('onSend', (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });
  app.addHook('onClose', async () => {
    if (inFlight.size === 0) return;
    await new Promise<void>((resolve) => {
      onIdle = resolve;
      setTimeout(resolve, timeoutMs).unref();
    });
  });
}
