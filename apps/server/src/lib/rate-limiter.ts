import type { Redis } from 'ioredis';
import { AppError } from './errors';

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

/** Failed sign-ins count per account and address; the other rules count every request. */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { name: 'login-account', max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerAddress: { name: 'login-address', max: 100, windowMs: 15 * 60_000 },
  register: { name: 'register', max: 30, windowMs: 60_000 },
  confirmEmail: { name: 'confirm-email', max: 30, windowMs: 60_000 },
  /** Both social calls share it: one sign-in takes a callback and, the first time, a completion. */
  socialSignIn: { name: 'social-sign-in', max: 30, windowMs: 60_000 },
  /** Reset links: per client address, and per e-mail address so nobody's mailbox can be flooded. */
  forgotPasswordPerClient: { name: 'forgot-password-client', max: 5, windowMs: 15 * 60_000 },
  forgotPasswordPerEmail: { name: 'forgot-password-email', max: 3, windowMs: 60 * 60_000 },
  resetPassword: { name: 'reset-password', max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

interface CounterStore {
  /** Adds one and returns the count in the current window and the ms left in it. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  read(key: string): Promise<{ count: number; resetInMs: number }>;
}

function createMemoryStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > Date.now()) return entry;
    windows.delete(key);
    return null;
  };
  // Expired windows are dropped as they are read; a periodic sweep keeps idle keys from piling up.
  setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }, 60_000).unref();
  return {
    async increment(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - Date.now() };
    },
    async read(key) {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - Date.now() : 0 };
    },
  };
}

/** Shared counters for several app nodes: INCR plus an expiry set on the first hit of a window. */
function createRedisStore(redis: Redis): CounterStore {
  const prefix = 'basisdesk:rate:';
  return {
    async increment(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      return {
        count: Number(result?.[0]?.[1] ?? 0),
        resetInMs: Math.max(0, Number(result?.[2]?.[1] ?? windowMs)),
      };
    },
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
  };
}

function tooManyAttempts(resetInMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) },
  );
}

export interface RateLimiter {
  /** Counts this request and refuses it with a 429 once the rule's limit is passed. */
  consume(rule: RateLimitRule, key: string): Promise<void>;
  /** Refuses with a 429 if the limit is already reached, without counting. */
  assertBelow(rule: RateLimitRule, key: string): Promise<void>;
  /** Counts a failure (for rules that only count failures). */
  record(rule: RateLimitRule, key: string): Promise<void>;
}

export function createRateLimiter(
  options: { redis?: Redis; onStoreError?: (error: unknown) => void } = {},
): RateLimiter {
  const store = options.redis ? createRedisStore(options.redis) : createMemoryStore();
  // A broken counter store must not lock everybody out: the request goes through and the fault is logged.
  const guarded = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      options.onStoreError?.(error);
      return fallback;
    }
  };
  return {
    async consume(rule, key) {
      const { count, resetInMs } = await guarded(
        () => store.increment(`${rule.name}:${key}`, rule.windowMs),
        {
          count: 0,
          resetInMs: 0,
        },
      );
      if (count > rule.max) throw tooManyAttempts(resetInMs);
    },
    async assertBelow(rule, key) {
      const { count, resetInMs } = await guarded(() => store.read(`${rule.name}:${key}`), {
        count: 0,
        resetInMs: 0,
      });
      if (count >= rule.max) throw tooManyAttempts(resetInMs);
    },
    async record(rule, key) {
      await guarded(() => store.increment(`${rule.name}:${key}`, rule.windowMs), { count: 0, resetInMs: 0 });
    },
  };
}
