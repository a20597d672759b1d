import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { backgroundJobs } from '../../db/schema';

export type JobRow = typeof backgroundJobs.$inferSelect;

/** Time as a bound parameter both drivers read the same way. */
const timestamptz = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export function createBackgroundJobsRepository(db: Db) {
  return {
    /** Enqueues once per (kind, key): the same work asked for twice stays one job. */
    async enqueue(
      job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx
        .insert(backgroundJobs)
        .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} })
        .onConflictDoNothing();
    },

    /**
     * Takes up to `limit` due jobs of the given kinds and leases them until now + leaseSeconds.
     * SKIP LOCKED lets several nodes claim at once without waiting on each other or taking the
     * same row; the lease lets another node take a job whose node died mid-run.
     */
    async claimDue(options: {
      kinds: readonly string[];
      now: Date;
      limit: number;
      leaseSeconds: number;
    }): Promise<JobRow[]> {
      if (options.kinds.length === 0) return [];
      const leaseEnd = new Date(options.now.getTime() + options.leaseSeconds * 1000);
      const kinds = sql.join(
        options.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      );
      return db
        .update(backgroundJobs)
        .set({ lockedUntil: leaseEnd, attempts: sql`${backgroundJobs.attempts} + 1` })
        .where(
          sql`${backgroundJobs.id} in (
            select id from ${backgroundJobs}
            where done_at is null and run_at <= ${timestamptz(options.now)} and kind in (${kinds})
              and (locked_until is null or locked_until < ${timestamptz(options.now)})
            order by run_at
            limit ${options.limit}
            for update skip locked)`,
        )
        .returning();
    },

    /** Done: never claimed again. Only while the lease is ours (our attempt count). */
    async complete(id: string, attempts: number, now: Date): Promise<void> {
      await db
        .update(backgroundJobs)
        .set({ doneAt: now, lockedUntil: null })
        .where(
          and(
            eq(backgroundJobs.id, id),
            eq(backgroundJobs.attempts, attempts),
            isNull(backgroundJobs.doneAt),
          ),
        );
    },

    /** Runs again at `runAt`; the error (if any) is kept for whoever looks. */
    async reschedule(id: string, attempts: number, runAt: Date, lastError: string | null): Promise<void> {
      await db
        .update(backgroundJobs)
        .set({ runAt, lockedUntil: null, lastError })
        .where(
          and(
            eq(backgroundJobs.id, id),
            eq(backgroundJobs.attempts, attempts),
            isNull(backgroundJobs.doneAt),
          ),
        );
    },
  };
}

export type BackgroundJobsRepository = ReturnType<typeof createBackgroundJobsRepository>;
