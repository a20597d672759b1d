import { HOUR_MS } from '@basisdesk/shared';
import type { Db } from '../../db/client';
import { deleteExpiredKeys } from '../../db/idempotency-keys';
import type { JobHandler } from './background-jobs.service';

/**
 * Idempotency keys past their 24 hours (decision 037) removed every hour, as one durable job that
 * every node enqueues at start-up under the same key and that moves itself to the next hour.
 * Expired keys are already ignored by every request: this only keeps the table small.
 */
export const IDEMPOTENCY_SWEEP_JOB = { kind: 'idempotency.sweep', key: 'hourly' } as const;

/** Deleted per statement, so a large backlog never holds one long transaction. */
const BATCH = 1000;

const nextFullHour = (now: Date) => new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);

export function createIdempotencySweepJob({ db }: { db: Db }): JobHandler {
  return async ({ now }) => {
    while ((await deleteExpiredKeys(db, now, BATCH)) === BATCH) {
      // The next batch: the backlog is not empty yet.
    }
    return { done: false, runAt: nextFullHour(now) };
  };
}
