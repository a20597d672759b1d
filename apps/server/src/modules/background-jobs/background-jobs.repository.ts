import { and, eq, isNull, sql } from 'drizzle-orm';
import { claimDue } from '../../db/claim-due';
import type { Db, DbExecutor } from '../../db/client';
import { backgroundJobs } from '../../db/schema';

export type JobRow = typeof backgroundJobs.$inferSelect;

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

    /** Takes up to `limit` due jobs of the given kinds, leased (db/claim-due.ts). */
    async claimDue(options: {
      kinds: readonly string[];
      now: Date;
      limit: number;
      leaseSeconds: number;
    }): Promise<JobRow[]> {
      if (options.kinds.length === 0) return [];
      const kinds = sql.join(
        options.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      );
      return claimDue(db, backgroundJobs, { ...options, ready: sql`done_at is null and kind in (${kinds})` });
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
