import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { timestamptz } from './timestamptz';

/** A table of work claimed by lease: its rows run at `run_at`, are leased until `locked_until`. */
type LeasedTable = PgTable & { lockedUntil: PgColumn; attempts: PgColumn };

/**
 * The one claim of durable work (background jobs, the mail outbox; DESIGN §8): takes up to
 * `limit` rows that are `ready`, due (`run_at <= now`) and not leased, oldest first, and leases
 * them until now + leaseSeconds, counting the attempt. SKIP LOCKED lets several nodes claim at
 * once without waiting on each other or taking the same row; the lease lets another node (or
 * this one after a restart) take a row whose worker died mid-run. The table must have the columns
 * id, run_at, locked_until and attempts.
 */
export function claimDue<T extends LeasedTable>(
  db: Db,
  table: T,
  options: { ready: SQL; now: Date; limit: number; leaseSeconds: number },
): Promise<T['$inferSelect'][]> {
  const leaseEnd = new Date(options.now.getTime() + options.leaseSeconds * 1000);
  const now = timestamptz(options.now);
  return db
    .update(table)
    .set({ lockedUntil: leaseEnd, attempts: sql`${table.attempts} + 1` } as never)
    .where(
      sql`id in (
        select id from ${table}
        where ${options.ready} and run_at <= ${now} and (locked_until is null or locked_until < ${now})
        order by run_at
        limit ${options.limit}
        for update skip locked)`,
    )
    .returning() as Promise<T['$inferSelect'][]>;
}
