/** The parts of a PostgreSQL error the application acts on (node-postgres and PGlite both carry them). */
export interface PgErrorInfo {
  /** SQLSTATE, e.g. 23505 unique_violation, 23503 foreign_key_violation, 23P01 exclusion_violation. */
  code: string;
  constraint?: string;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_EXCLUSION_VIOLATION = '23P01';
/** A statement cancelled: by statement_timeout, or for a request its client abandoned. */
export const PG_QUERY_CANCELED = '57014';

/** The database error behind a thrown value; Drizzle wraps the driver's error in `cause`. */
export function pgErrorOf(error: unknown): PgErrorInfo | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * What a fault of the database itself means to a request: `unavailable` (it cannot be reached,
 * refused the connection, is shutting down or has no room for another connection) or `slow` (a
 * statement or the wait for a connection passed its timeout). Either way the request is answered
 * 503 with Retry-After; anything else is not the database's fault.
 */
export type DatabaseFault = 'unavailable' | 'slow';

/**
 * SQLSTATE classes and codes of a server that cannot serve now: 08 connection exceptions,
 * 53 insufficient resources (too many connections, out of memory, disk full), 57P01–57P03
 * administrator / crash shutdown and "cannot connect now" (starting up, shutting down).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[123])$/;

/** Node's socket errors: nothing listens, the network is down, the connection was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool name these faults in words only (no code); PGlite says it is closed.
 * The messages are theirs, matched exactly: pg 8 and pg-pool 3.
 */
const UNAVAILABLE_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]);
const SLOW_MESSAGES = new Set([
  // pg-pool: no connection came free (or none could be made) within connectionTimeoutMillis.
  'timeout exceeded when trying to connect',
  // node-postgres: no answer within query_timeout (a frozen server never cancels its statements).
  'Query read timeout',
]);

function faultOf(candidate: { code?: unknown; message?: unknown }): DatabaseFault | null {
  const { code, message } = candidate;
  if (typeof code === 'string') {
    if (code === PG_QUERY_CANCELED) return 'slow';
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return 'unavailable';
  }
  if (typeof message === 'string') {
    if (SLOW_MESSAGES.has(message)) return 'slow';
    if (UNAVAILABLE_MESSAGES.has(message)) return 'unavailable';
  }
  return null;
}

/**
 * The database fault behind a thrown value, or null. Drizzle wraps the driver's error in `cause`,
 * pg-pool its own timeout around the socket's; Node reports a refused connection to every address
 * of a name as one AggregateError carrying the code.
 */
export function databaseFaultOf(error: unknown): DatabaseFault | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null;
    // An HTTP call's failure (Razorpay, the JWKS) carries socket codes too: another service's fault.
    if (current instanceof TypeError && current.message === 'fetch failed') return null;
    const fault = faultOf(current as { code?: unknown; message?: unknown });
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
