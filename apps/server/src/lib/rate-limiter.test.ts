import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AppError } from './errors';
import { createRateLimiter, type RateLimitRule } from './rate-limiter';

const rule = (max: number, windowMs = 60_000): RateLimitRule => ({
  name: `test-${crypto.randomBytes(4).toString('hex')}`,
  max,
  windowMs,
});

async function statusOf(work: Promise<void>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (error) {
    return (error as AppError).statusCode;
  }
}

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

  it('counts only recorded failures for assertBelow, and opens again when the window ends', async () => {
    const limiter = createRateLimiter();
    const limit = rule(2, 200);
    expect(await statusOf(limiter.assertBelow(limit, 'k'))).toBe(200);
    await limiter.record(limit, 'k');
    expect(await statusOf(limiter.assertBelow(limit, 'k'))).toBe(200);
    await limiter.record(limit, 'k');
    expect(await statusOf(limiter.assertBelow(limit, 'k'))).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await statusOf(limiter.assertBelow(limit, 'k'))).toBe(200);
  });

  it('lets requests through when its store fails, and reports the fault', async () => {
    const faults: unknown[] = [];
    const down = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const limiter = createRateLimiter({ redis: down, onStoreError: (error) => faults.push(error) });
    const limit = rule(1);
    for (let i = 0; i < 3; i += 1) expect(await statusOf(limiter.consume(limit, 'x'))).toBe(200);
    expect(faults.length).toBe(3);
    down.disconnect();
  });
});

const redisUrl = inject('testRedisUrl');
describe.skipIf(!redisUrl)('rate limiter on Redis', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  const node = () => {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return createRateLimiter({ redis: client });
  };

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

  it('expires a window on Redis too', async () => {
    const limiter = node();
    const limit = rule(1, 300);
    await limiter.record(limit, 'k');
    expect(await statusOf(limiter.assertBelow(limit, 'k'))).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await statusOf(limiter.assertBelow(limit, 'k'))).toBe(200);
  });
});
