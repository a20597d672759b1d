import { sql } from 'drizzle-orm';

/** An instant as a bound parameter that both drivers (PGlite, pg) read the same way. */
export const timestamptz = (at: Date) => sql`${at.toISOString()}::timestamptz`;
