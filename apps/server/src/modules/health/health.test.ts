import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
/** An app whose database is gone: closed under it (PGlite answers 'PGlite is closed'; a pool, its end). */
let gone: TestContext;
beforeAll(async () => {
  [ctx, gone] = await Promise.all([createTestApp(), createTestApp()]);
  await gone.database.close();
});
afterAll(() => Promise.all([ctx.close(), gone.close()]));

describe('GET /api/health', () => {
  it('is ok while the database answers', async () => {
    const response = await ctx.send('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    // The health answer's contract is the server's own (no shared schema): exactly these two fields.
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is a 503 in the error shape, with Retry-After, when the database is gone', async () => {
    const response = await gone.send('GET', '/api/health');
    expectError(response, 503, 'Database unavailable');
    expect(response.headers['retry-after']).toBe('5');
  });
});

describe('GET /api/health/live', () => {
  it('answers ok without touching the database, even when it is gone', async () => {
    expect((await ctx.send('GET', '/api/health/live')).json()).toEqual({ status: 'ok' });
    const started = performance.now();
    const response = await gone.send('GET', '/api/health/live');
    expect(performance.now() - started).toBeLessThan(100);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready while the database answers, and says Redis is not configured without it', async () => {
    const response = await ctx.send('GET', '/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up', redis: 'not-configured' });
  });

  it('is a 503 with Retry-After while the database is gone', async () => {
    const response = await gone.send('GET', '/api/health/ready');
    expectError(response, 503, 'Database unavailable');
    expect(response.headers['retry-after']).toBe('5');
  });

  it('stays ready with Redis unreachable, and says so: Redis is optional', async () => {
    // Nothing listens on port 1: the client never gets past connecting.
    const redis = new Redis({
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    redis.on('error', () => {});
    const withRedis = await createTestApp({}, { redis });
    try {
      const response = await withRedis.send('GET', '/api/health/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'up', redis: 'down' });
    } finally {
      await withRedis.close();
      redis.disconnect();
    }
  });
});
