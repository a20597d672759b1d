import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS =
  /^(token|access_token|refresh_token|password|code|key|secret|signature|ticket|email)$/i;

/**
 * Query values that are credentials or addresses (/confirm-email?token=…, /reset-password?token=…&email=…)
 * never reach the log.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY_PARAMS.test(name)) params.set(name, '[REDACTED]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Method, redacted URL and client only: headers (Authorization, cookies) and bodies are never logged. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

// A domain of dot-separated labels ending in letters: '@scope/package' in a stack is left alone.
const EMAIL_ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@(?:[a-z\d-]+\.)+[a-z]{2,}/gi;
const BEARER = /\b(bearer)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const SECRET_IN_QUERY =
  /([?&](?:token|access_token|refresh_token|password|code|key|secret|signature|ticket|email)=)[^&\s"']+/gi;
/** Drizzle's failed-query message lists the bound values (addresses, hashes) after "params:". */
const QUERY_PARAMS = /(\nparams: )[\s\S]*?(?=\n\s+at |\ncaused by|$)/g;

/**
 * Text from elsewhere (an error's message and stack: a database's, a mail server's) with what
 * must not be logged masked: e-mail addresses, bearer tokens and JWTs, credentials in URLs, a
 * failed query's bound values.
 */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, '$1[REDACTED]')
    .replace(EMAIL_ADDRESS, '[email]')
    .replace(BEARER, '$1 [REDACTED]')
    .replace(JWT, '[token]')
    .replace(SECRET_IN_QUERY, '$1[REDACTED]');
}

/**
 * Fields of an error that name a fault and never a person's data: a code, a status, a SQLSTATE's
 * constraint and table, a mail server's reply code. Everything else (a database's `detail`, which
 * quotes the row, "Key (email)=(…) already exists"; a failed query's `params`; a mail error's
 * `rejected` recipients) is left out.
 */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'responseCode',
  'command',
] as const;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** What the log writes of an error. */
export interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

/** A cause or an aggregate's member: an error the same way, text redacted, anything else as it is. */
function serializeInner(value: unknown, depth: number): unknown {
  if (isErrorLike(value)) return serializeError(value, depth);
  return typeof value === 'string' ? redactText(value) : value;
}

/**
 * The log's `err` (every `{ err }` line: the error handler's, the request log's, a failed mail's):
 * its type, message and stack redacted, the fields above, its cause and an aggregate's errors the
 * same way. Replaces pino's serializer, which copies every field of the error.
 */
export function serializeError(error: ErrorLike, depth = 0): SerializedError {
  const serialized: SerializedError = {
    type: String(error.constructor?.name ?? error.name ?? 'Error'),
    message: redactText(String(error.message ?? '')),
    stack: redactText(String(error.stack ?? '')),
  };
  for (const field of ERROR_FIELDS) {
    const value = (error as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (depth < 4 && error.cause !== undefined) serialized.cause = serializeInner(error.cause, depth + 1);
  if (depth < 4 && Array.isArray(error.errors)) {
    serialized.errors = error.errors.slice(0, 5).map((inner) => serializeInner(inner, depth + 1));
  }
  return serialized;
}
