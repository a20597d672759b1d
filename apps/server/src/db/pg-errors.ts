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
