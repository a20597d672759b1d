import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, type RequestContext, runWithRequestContext } from '../lib/request-context';
import type { Principal } from '../modules/users/principal';

declare module 'fastify' {
  interface FastifyRequest {
    requestContext: RequestContext | null;
  }
}

function actorOf(principal: Principal | null): Actor | null {
  if (!principal) return null;
  return {
    id: principal.id,
    email: principal.account.email,
    name: `${principal.firstName} ${principal.lastName}`.trim(),
    role: principal.role,
  };
}

/**
 * Every request runs in its context (lib/request-context.ts, decision 039): its id, the client's
 * address (as trustProxy reads it) and, once the auth guard has read them, the signed-in person.
 * Set on arrival and again before validation, because parsing a body runs in the socket's own
 * callbacks, outside what the first hook started.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('requestContext', null);
  const contextOf = (request: FastifyRequest): RequestContext => ({
    requestId: String(request.id),
    clientAddress: request.ip,
    get actor() {
      return actorOf(request.principal);
    },
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const context = contextOf(request);
    request.requestContext = context;
    runWithRequestContext(context, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.requestContext) return done();
    runWithRequestContext(request.requestContext, done);
  });
}
