import type { Redis } from 'ioredis';

/** A Redis call that has not answered by then is a fault: a request must not hang on Redis. */
export const REDIS_CALL_TIMEOUT_MS = 1000;
/** One report per minute of faults, however many calls met them. */
const FAULT_REPORT_INTERVAL_MS = 60_000;

/** Hears of Redis's faults once a minute: the first one, and how many came since the last report. */
export type RedisFaultReport = (error: unknown, faultsSinceLastReport: number) => void;

/**
 * Redis when it answers, this process otherwise: what is shared across nodes (rate-limit counters,
 * stream tickets and slots, live events) falls back to this node's own while Redis errs, is
 * unreachable or slow, and goes back to Redis by itself as soon as it answers (decisions 033, 038).
 */
export interface RedisFallback {
  /**
   * `shared` on Redis; `local` when Redis is known down (its client reconnecting or closed: not
   * waited on), or when `shared` fails or has not answered within the timeout.
   */
  either<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T>;
  /** Whether Redis can be tried now: a client still connecting (or lazy, 'wait') is tried. */
  isReachable(): boolean;
}

/** `work`, or a rejection once `ms` have passed without its answer (which is then ignored). */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createRedisFallback(
  redis: Redis,
  { onFault, timeoutMs = REDIS_CALL_TIMEOUT_MS }: { onFault: RedisFaultReport; timeoutMs?: number },
): RedisFallback {
  let lastReportAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;
  const fault = (error: unknown) => {
    const now = Date.now();
    if (now - lastReportAt < FAULT_REPORT_INTERVAL_MS) {
      unreported += 1;
      return;
    }
    onFault(error, unreported);
    lastReportAt = now;
    unreported = 0;
  };
  const isReachable = () => !['reconnecting', 'close', 'end'].includes(redis.status);
  return {
    isReachable,
    async either(shared, local) {
      if (isReachable()) {
        try {
          return await withTimeout(shared(), timeoutMs, 'Redis did not answer in time');
        } catch (error) {
          fault(error);
        }
      } else {
        fault(new Error(`Redis is ${redis.status}`));
      }
      return local();
    },
  };
}
