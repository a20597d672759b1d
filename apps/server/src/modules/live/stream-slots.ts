import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createRedisFallback, type RedisFaultReport } from '../../lib/redis-fallback';

/** One open stream's place among its user's; renewed while it lives, given back when it ends. */
export interface StreamSlot {
  renew(): Promise<void>;
  release(): Promise<void>;
}

/**
 * At most `max` open live streams per user (decision 032): counted in this process without Redis,
 * across every node with it. `claim` answers null when the user already holds `max`.
 */
export interface StreamSlots {
  claim(userId: string): Promise<StreamSlot | null>;
}

/**
 * How long a stream counts without being renewed: three heartbeats (live.routes renews it with each
 * 15-second heartbeat). The streams of a node that died stop counting once it has passed.
 */
export const STREAM_LEASE_MS = 45_000;

const KEY = 'basisdesk:live:streams:';

// A sorted set per user: one member per open stream, scored by when its lease runs out, on Redis's
// own clock so that the nodes' clocks need not agree. Expired members are dropped before counting;
// the key itself expires with its last lease.
const CLAIM_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

// A stream that is still open counts again even if a long pause let its lease run out.
const RENEW_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** `release` once, whatever calls it how often (a stream ends through several paths). */
function onceReleased(release: () => Promise<void>, renew: () => Promise<void>): StreamSlot {
  let released = false;
  return {
    renew: () => (released ? Promise.resolve() : renew()),
    release: async () => {
      if (released) return;
      released = true;
      await release();
    },
  };
}

/** Slots counted in this process: a node without Redis, or any node while Redis cannot be reached. */
function createLocalSlots(max: number): StreamSlots {
  const open = new Map<string, number>();
  return {
    async claim(userId) {
      const count = open.get(userId) ?? 0;
      if (count >= max) return null;
      open.set(userId, count + 1);
      return onceReleased(
        async () => {
          const left = (open.get(userId) ?? 1) - 1;
          if (left > 0) open.set(userId, left);
          else open.delete(userId);
        },
        async () => {},
      );
    },
  };
}

export function createStreamSlots({
  redis,
  max,
  leaseMs = STREAM_LEASE_MS,
  onRedisFault = () => {},
}: {
  redis?: Redis;
  max: number;
  leaseMs?: number;
  /** Redis erred or was slow, and this node counted the stream on its own instead. */
  onRedisFault?: RedisFaultReport;
}): StreamSlots {
  const local = createLocalSlots(max);
  if (!redis) return local;
  // While Redis cannot be reached a stream is counted on its node: the limit holds per node until
  // Redis answers again, and each slot is given back where it was taken (decision 038).
  const fallback = createRedisFallback(redis, { onFault: onRedisFault });
  return {
    claim: (userId) =>
      fallback.either(
        async () => {
          const key = KEY + userId;
          const member = randomUUID();
          const claimed = await redis.eval(CLAIM_SCRIPT, 1, key, member, max, leaseMs);
          if (claimed !== 1) return null;
          return onceReleased(
            async () => {
              await redis.zrem(key, member);
            },
            async () => {
              await redis.eval(RENEW_SCRIPT, 1, key, member, leaseMs);
            },
          );
        },
        () => local.claim(userId),
      ),
  };
}
