import { findControlCharacter, INPUT_MESSAGES } from '@basisdesk/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * The 400 for a control character in what a request carries (a parsed JSON body, the URL's
 * parameters, a multipart part's names), naming where it is; null when there is none. The JSON
 * body parser (json-body.ts) asks for bodies, the hook below for URLs.
 */
export function controlCharacterRefusal(value: unknown): AppError | null {
  const found = findControlCharacter(value);
  if (!found) return null;
  const message = found.inName ? INPUT_MESSAGES.controlCharactersInName : INPUT_MESSAGES.controlCharacters;
  return new AppError('VALIDATION_FAILED', message, { details: [{ path: found.path, message }] });
}

/**
 * Path parameters and the query string, decoded (`%00`), are looked at once for every request, before
 * any guard, route or query runs: routes never see a control character in their URL.
 */
export function registerUrlControlCharacterCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    done(controlCharacterRefusal(request.params) ?? controlCharacterRefusal(request.query) ?? undefined);
  });
}
