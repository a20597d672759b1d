import { HOUR_MS } from '@basisdesk/shared';
import type { Logger } from '../../lib/logger';
import type { JobHandler } from '../background-jobs/background-jobs.service';
import type { AvailabilityPatternsService } from './availability-patterns.service';

/**
 * The hourly fill as one durable job (decision 022): every node enqueues it at start-up under the
 * same key, so it exists once; after each run it moves itself to the next full hour instead of
 * ending, so it never needs enqueueing again and no row per hour piles up.
 */
export const WEEKLY_FILL_JOB = { kind: 'availability.fill-weekly', key: 'hourly' } as const;

const nextFullHour = (now: Date) => new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);

export function createWeeklyFillJob({
  patterns,
  log,
}: {
  patterns: Pick<AvailabilityPatternsService, 'fillConsultant' | 'listConsultantsWithPattern'>;
  log: Pick<Logger, 'error'>;
}): JobHandler {
  return async ({ now }) => {
    const failed: string[] = [];
    for (const consultantId of await patterns.listConsultantsWithPattern()) {
      // One consultant's failure must not keep the others' days empty.
      try {
        await patterns.fillConsultant(consultantId);
      } catch (error) {
        log.error({ err: error, consultantId }, 'Weekly availability fill failed');
        failed.push(consultantId);
      }
    }
    const error = failed.length > 0 ? `Fill failed for ${failed.length} consultant(s)` : undefined;
    return { done: false, runAt: nextFullHour(now), ...(error && { error }) };
  };
}
