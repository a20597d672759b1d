import { minutesToMs } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { BackgroundJobsRepository, JobRow } from './background-jobs.repository';

/** What a handler decides about its job: finished, or to be run again at a time. */
export type JobOutcome = { done: true } | { done: false; runAt: Date; error?: string };

export interface JobHandlerInput {
  key: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  now: Date;
}

export type JobHandler = (job: JobHandlerInput) => Promise<JobOutcome>;

const LEASE_SECONDS = 120;
const BATCH = 10;
/** A handler that throws is tried again after this long, so a bug cannot spin a node. */
const RETRY_AFTER_THROW_MS = minutesToMs(5);

/**
 * Durable background work (DESIGN §8): jobs are rows, claimed with SKIP LOCKED and a lease, so on
 * N nodes each due job runs on one of them; a node that dies mid-job loses its lease and another
 * node runs the job again, so handlers must be idempotent.
 */
export function createBackgroundJobsService({
  repo,
  clock,
  handlers,
  logger,
}: {
  repo: BackgroundJobsRepository;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  logger: Pick<Logger, 'warn' | 'error'>;
}) {
  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) return;
    try {
      const outcome = await handler({
        key: job.key,
        payload: job.payload,
        attempts: job.attempts,
        createdAt: job.createdAt,
        now: clock.now(),
      });
      if (outcome.done) await repo.complete(job.id, job.attempts, clock.now());
      else await repo.reschedule(job.id, job.attempts, outcome.runAt, outcome.error ?? null);
    } catch (error) {
      logger.error({ err: error, jobId: job.id, kind: job.kind }, 'Background job failed');
      const runAt = new Date(clock.now().getTime() + RETRY_AFTER_THROW_MS);
      await repo.reschedule(
        job.id,
        job.attempts,
        runAt,
        error instanceof Error ? error.message : String(error),
      );
    }
  }

  return {
    /** Enqueued in the caller's transaction: the job exists exactly when the work that needs it does. */
    enqueue(tx: Tx, job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> }) {
      return repo.enqueue(job, tx);
    },

    /**
     * A recurring job's first run, enqueued at start-up outside any transaction: once per
     * (kind, key), however many nodes start.
     */
    schedule(job: { kind: string; key: string; runAt: Date }) {
      return repo.enqueue(job);
    },

    /** Claims the due jobs this node can run and runs them one after another; answers how many. */
    async runDue(): Promise<number> {
      const jobs = await repo.claimDue({
        kinds: Object.keys(handlers),
        now: clock.now(),
        limit: BATCH,
        leaseSeconds: LEASE_SECONDS,
      });
      for (const job of jobs) await runOne(job);
      return jobs.length;
    },
  };
}

export type BackgroundJobsService = ReturnType<typeof createBackgroundJobsService>;
