import type { FastifyInstance } from 'fastify';
import { controlCharacterRefusal } from './control-characters';

/**
 * JSON bodies, where an empty body is no body. The web app sends `Content-Type: application/json`
 * on every call (spec §7), bodiless ones included (a DELETE, `POST conversations/for-order/{id}`),
 * and Fastify's own parser refuses an empty JSON body. Here it is simply absent: a route without a
 * body schema never looks, and a route that needs a body refuses it with its schema's message
 * ('Request body is required'). Anything else is Fastify's parser, prototype-poisoning checks
 * included, and then one look at every string, names too: a control character anywhere is a 400
 * before any route reads the body (PostgreSQL cannot store U+0000, and no field wants the others).
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
    parseJson(request, text, (error, value) => {
      if (error) done(error);
      else done(controlCharacterRefusal(value), value);
    });
  });
}
