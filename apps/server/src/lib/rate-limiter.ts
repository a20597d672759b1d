import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { createRedisFallback, type RedisFaultReport } from './redis-fallback';

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * The fixed rules. Sign-in's are system settings (SignInMaxFailuresPer…, SignInLockMinutes) and
 * are built by the auth module's sign-in guard when it counts (decision 033).
 */
export const RATE_LIMITS = {
  register: { name: 'register', max: 30, windowMs: 60_000 },
  confirmEmail: { name: 'confirm-email', max: 30, windowMs: 60_000 },
  /** Both social calls share it: one sign-in takes a callback and, the first time, a completion. */
  socialSignIn: { name: 'social-sign-in', max: 30, windowMs: 60_000 },
  /** Reset links: per client address, and per e-mail address so nobody's mailbox can be flooded. */
  forgotPasswordPerClient: { name: 'forgot-password-client', max: 5, windowMs: 15 * 60_000 },
  forgotPasswordPerEmail: { name: 'forgot-password-email', max: 3, windowMs: 60 * 60_000 },
  resetPassword: { name: 'reset-password', max: 10, windowMs: 15 * 60_000 },
  /** New verification links asked for by address: as reset links, per client and per e-mail address. */
  resendVerificationPerClient: { name: 'resend-verification-client', max: 5, windowMs: 15 * 60_000 },
  resendVerificationPerEmail: { name: 'resend-verification-email', max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** A key's window after a change: how many it has counted and the ms left in it. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

interface CounterStore {
  /** Adds one, opening a window of `windowMs` on the first; atomic, so no two callers see one count. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one back while the window is open; a closed window stays closed. */
  decrement(key: string): Promise<void>;
  read(key: string): Promise<number>;
  remove(key: string): Promise<void>;
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
    // Nothing awaits between the read and the write: one event-loop turn, so it is atomic here.
    async increment(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - Date.now() };
    },
    async decrement(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async read(key) {
      return current(key)?.count ?? 0;
    },
    async remove(key) {
      windows.delete(key);
    },
  };
}

/** Only an open window is decremented: DECR on a key that expired would leave -1 with no expiry. */
const DECREMENT_OPEN_WINDOW =
  "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

/** Shared counters for several app nodes: INCR and an expiry set on a window's first hit, in one MULTI. */
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
      const failed = result?.find(([error]) => error);
      if (!result || failed) throw failed?.[0] ?? new Error('Rate-limit transaction discarded');
      return {
        count: Number(result[0]?.[1]),
        resetInMs: Math.max(0, Number(result[2]?.[1] ?? windowMs)),
      };
    },
    async decrement(key) {
      await redis.eval(DECREMENT_OPEN_WINDOW, 1, prefix + key);
    },
    async read(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Redis first, this process's counters when Redis errs, is unreachable or slow: a limit is never off. */
function createFallbackStore(redis: Redis, onFault: RedisFaultReport): CounterStore {
  const shared = createRedisStore(redis);
  const local = createMemoryStore();
  const fallback = createRedisFallback(redis, { onFault });
  const either =
    <A extends unknown[], T>(pick: (store: CounterStore) => (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> =>
      fallback.either(
        () => pick(shared)(...args),
        () => pick(local)(...args),
      );
  return {
    increment: either((store) => store.increment),
    decrement: either((store) => store.decrement),
    read: either((store) => store.read),
    remove: either((store) => store.remove),
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
  /**
   * Counts this request first and refuses it with a 429 once the count passes the rule's max: of
   * any number of concurrent requests, at most `max` get through in a window.
   */
  consume(rule: RateLimitRule, key: string): Promise<WindowCount>;
  /** Counts without refusing (a mark that something happened in the window). */
  record(rule: RateLimitRule, key: string): Promise<WindowCount>;
  /** The count in the key's current window; 0 when none is open. */
  countOf(rule: RateLimitRule, key: string): Promise<number>;
  /** Gives back one counted request that turned out not to count (a sign-in that succeeded). */
  release(rule: RateLimitRule, key: string): Promise<void>;
  /** Closes the key's window: the count starts again from nothing. */
  clear(rule: RateLimitRule, key: string): Promise<void>;
}

/**
 * One limiter for every rule. With Redis the counters are shared by every node; when Redis fails,
 * each node counts on its own until it answers again (`onStoreError` hears of it once a minute).
 */
export function createRateLimiter(
  options: { redis?: Redis; onStoreError?: RedisFaultReport } = {},
): RateLimiter {
  const store = options.redis
    ? createFallbackStore(options.redis, options.onStoreError ?? (() => {}))
    : createMemoryStore();
  const keyOf = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;
  return {
    async consume(rule, key) {
      const counted = await store.increment(keyOf(rule, key), rule.windowMs);
      if (counted.count > rule.max) throw tooManyAttempts(counted.resetInMs);
      return counted;
    },
    record: (rule, key) => store.increment(keyOf(rule, key), rule.windowMs),
    countOf: (rule, key) => store.read(keyOf(rule, key)),
    release: (rule, key) => store.decrement(keyOf(rule, key)),
    clear: (rule, key) => store.remove(keyOf(rule, key)),
  };
}
