import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type DatabaseFault, databaseFaultOf } from '../db/pg-errors';
import { AppError } from '../lib/errors';

/** Fastify's own 4xx errors, in words a person can act on. */
const FASTIFY_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError(
    'PAYLOAD_TOO_LARGE',
    'Request body is too large (the limit is 1 MiB)',
  ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the request body as application/json',
  ),
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('MALFORMED_REQUEST', 'The request body is not valid JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError(
    'MALFORMED_REQUEST',
    'Content-Length does not match the body',
  ),
};

/**
 * The database's own faults (db/pg-errors.ts): a 503 the client may retry, never a 500 — a
 * statement or a connection past its timeout, or a server that cannot be reached.
 */
const DATABASE_FAULTS: Record<DatabaseFault, AppError> = {
  slow: new AppError(
    'SERVICE_UNAVAILABLE',
    'The database is taking too long to answer; please try again shortly',
    { retryAfterSeconds: 5 },
  ),
  unavailable: new AppError(
    'SERVICE_UNAVAILABLE',
    'The database is unavailable right now; please try again shortly',
    { retryAfterSeconds: 5 },
  ),
};

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  const databaseFault = databaseFaultOf(error);
  if (databaseFault) return DATABASE_FAULTS[databaseFault];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return new AppError('VALIDATION_FAILED', details[0]?.message ?? 'Invalid request', { details });
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  // JSON.parse failures and prototype-poisoning attempts arrive as SyntaxErrors.
  if (error instanceof SyntaxError) return FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY ?? null;
  // Other malformed requests (a bad URL encoding, say): Fastify's own words name the problem.
  if (error.statusCode === 400) return new AppError('MALFORMED_REQUEST', error.message);
  if (error.statusCode === 413) return FASTIFY_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE ?? null;
  if (error.statusCode === 415) return FASTIFY_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE ?? null;
  // Other 4xx from libraries (e.g. a file the static server refuses) keep their status class.
  if (error.statusCode === 404) return new AppError('NOT_FOUND', 'Not found');
  if (error.statusCode === 403) return new AppError('FORBIDDEN', 'Forbidden');
  return null;
}

/** Every error leaves as `{ error, code, details? }`; anything unexpected is logged and masked. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      if (appError.statusCode >= 500) request.log.error({ err: error }, appError.message);
      if (appError.retryAfterSeconds) reply.header('retry-after', String(appError.retryAfterSeconds));
      const body = {
        error: appError.message,
        code: appError.code,
        ...(appError.details && { details: appError.details }),
      };
      return reply.status(appError.statusCode).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'Response does not match its schema');
    } else {
      request.log.error({ err: error }, 'Unhandled error');
    }
    return reply.status(500).send({ error: 'Internal Server Error', code: 'INTERNAL' });
  });
}
