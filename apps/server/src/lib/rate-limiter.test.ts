import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { useRedisClients } from '../../test/redis-clients';
import { AppError } from './errors';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limiter';

const rule = (max: number, windowMs = 60_000): RateLimitRule => ({
  name: `test-${crypto.randomBytes(4).toString('hex')}`,
  max,
  windowMs,
});

async function statusOf(work: Promise<unknown>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (error) {
    return (error as AppError).statusCode;
  }
}

/** `count` calls at once: how many got through, how many were refused. */
async function burst(limiter: RateLimiter, limit: RateLimitRule, key: string, count: number) {
  const statuses = await Promise.all(
    Array.from({ length: count }, () => statusOf(limiter.consume(limit, key))),
  );
  return {
    passed: statuses.filter((status) => status === 200).length,
    refused: statuses.filter((s) => s === 429).length,
  };
}

/** A client of a port nothing listens on: every call fails at once, as with Redis down. */
const unreachableRedis = () =>
  new Redis('redis://127.0.0.1:9', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });

describe('rate limiter (in memory)', () => {
  it('lets `max` requests through per key and refuses the next with a 429 and Retry-After', async () => {
    const limiter = createRateLimiter();
    const limit = rule(3);
    for (let i = 0; i < 3; i += 1) await limiter.consume(limit, 'a');
    const error = await limiter.consume(limit, 'a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await statusOf(limiter.consume(limit, 'b'))).toBe(200);
  });

  it('of 40 at once, exactly `max` get through', async () => {
    expect(await burst(createRateLimiter(), rule(10), 'k', 40)).toEqual({ passed: 10, refused: 30 });
  });

  it('release gives a place back, clear starts afresh, and a window ends by itself', async () => {
    const limiter = createRateLimiter();
    const limit = rule(2, 200);
    await limiter.consume(limit, 'k');
    await limiter.consume(limit, 'k');
    await limiter.release(limit, 'k');
    expect(await limiter.countOf(limit, 'k')).toBe(1);
    await limiter.consume(limit, 'k');
    expect(await statusOf(limiter.consume(limit, 'k'))).toBe(429);
    await limiter.clear(limit, 'k');
    expect(await limiter.countOf(limit, 'k')).toBe(0);
    await limiter.record(limit, 'k');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await limiter.countOf(limit, 'k')).toBe(0);
    // A release after the window ended leaves no negative count behind.
    await limiter.release(limit, 'k');
    expect(await limiter.countOf(limit, 'k')).toBe(0);
  });

  it('with its Redis unreachable it counts in this process, and reports the fault once a minute', async () => {
    const faults: Array<[unknown, number]> = [];
    const down = unreachableRedis();
    const limiter = createRateLimiter({
      redis: down,
      onStoreError: (error, more) => faults.push([error, more]),
    });
    const limit = rule(10);
    const statuses = [];
    for (let i = 0; i < 15; i += 1) statuses.push(await statusOf(limiter.consume(limit, 'x')));
    expect(statuses.indexOf(429)).toBe(10);
    expect(await burst(limiter, rule(10), 'y', 40)).toEqual({ passed: 10, refused: 30 });
    expect(faults).toHaveLength(1);
    down.disconnect();
  });
});

const redisUrl = inject('testRedisUrl');
describe.skipIf(!redisUrl)('rate limiter on Redis', () => {
  const connect = useRedisClients(redisUrl);
  const node = () => createRateLimiter({ redis: connect() });

  it('shares counters between app nodes', async () => {
    const [first, second] = [node(), node()];
    const limit = rule(4);
    await first.consume(limit, 'shared');
    await second.consume(limit, 'shared');
    await first.consume(limit, 'shared');
    await second.consume(limit, 'shared');
    expect(await statusOf(first.consume(limit, 'shared'))).toBe(429);
    expect(await statusOf(second.consume(limit, 'shared'))).toBe(429);
    expect(await statusOf(second.consume(limit, 'other'))).toBe(200);
  });

  it('of 40 at once over two nodes, exactly `max` get through', async () => {
    const [first, second] = [node(), node()];
    const limit = rule(10);
    const results = await Promise.all([burst(first, limit, 'k', 20), burst(second, limit, 'k', 20)]);
    expect(results[0].passed + results[1].passed).toBe(10);
  });

  it('expires a window, and a release after it leaves no count without an expiry', async () => {
    const limiter = node();
    const limit = rule(1, 300);
    await limiter.record(limit, 'k');
    expect(await statusOf(limiter.consume(limit, 'k'))).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await limiter.release(limit, 'k');
    expect(await limiter.countOf(limit, 'k')).toBe(0);
    expect(await statusOf(limiter.consume(limit, 'k'))).toBe(200);
  });

  it('goes back to Redis when it answers again', async () => {
    const client = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const faults: unknown[] = [];
    const limiter = createRateLimiter({ redis: client, onStoreError: (error) => faults.push(error) });
    const limit = rule(10);
    // Not connected yet and told not to queue: this call is counted in the process.
    client.connect().catch(() => {});
    await limiter.record(limit, 'k');
    await new Promise<void>((resolve) => client.once('ready', () => resolve()));
    await limiter.record(limit, 'k');
    expect(faults).toHaveLength(1);
    expect(await node().countOf(limit, 'k')).toBe(1);
    client.disconnect();
  });
});
