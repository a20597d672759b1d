import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';

/**
 * How long a readiness check waits for each dependency. A load balancer's probe must get its
 * answer well within its own timeout, whatever the database does; the database's statement may go
 * on in the background, bounded by the pool's own timeouts (db/client.ts).
 */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

/** A dependency's state: up, down (with why, for the log), or not configured on this node. */
export type DependencyState = { state: 'up' } | { state: 'down'; reason: unknown } | { state: 'none' };

export interface HealthChecks {
  database(): Promise<DependencyState>;
  /** Redis is optional at every moment: its state is told, never required (decision 038). */
  redis(): Promise<DependencyState>;
}

class CheckTimedOut extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
  }
}

async function within(work: Promise<unknown>, what: string, ms: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(what, ms)), ms);
  });
  try {
    await Promise.race([work, timedOut]);
    return { state: 'up' };
  } catch (reason) {
    // The late answer (or failure) of a check already given up on is nobody's to hear.
    work.catch(() => {});
    return { state: 'down', reason };
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthChecks({
  db,
  redis,
  timeoutMs = READINESS_CHECK_TIMEOUT_MS,
}: {
  db: Db;
  redis?: Redis;
  timeoutMs?: number;
}): HealthChecks {
  return {
    database: () => within(db.execute(sql`select 1`), 'The database', timeoutMs),
    async redis() {
      if (!redis) return { state: 'none' };
      // Known down (reconnecting, closed): no need to wait on it.
      if (redis.status !== 'ready') return { state: 'down', reason: new Error(`Redis is ${redis.status}`) };
      return within(redis.ping(), 'Redis', timeoutMs);
    },
  };
}
