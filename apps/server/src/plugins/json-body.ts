import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, where an empty body is no body. The web app sends `Content-Type: application/json`
 * on every call (spec §7), bodiless ones included (a DELETE, `POST conversations/for-order/{id}`),
 * and Fastify's own parser refuses an empty JSON body. Here it is simply absent: a route without a
 * body schema never looks, and a route that needs a body refuses it with its schema's message
 * ('Request body is required'). Anything else is Fastify's parser, prototype-poisoning checks
 * included.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
