// Redis optional at every moment (decision 038): an app node with an open live stream and a second
// node's hub on a Redis of the test's own. Killed (SIGKILL): the stream is told `resync`, events
// published on this node still reach it, a stream ticket is still issued and redeemed, and rate
// limits still count (in this process). Started again on the same port, empty: the stream is told
// `resync` with the new numbering, and an event published on the other node arrives again.
// Its Redis is its own: run in the embedded pass of the suite only.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { liveTicketSchema } from '@basisdesk/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveHub, type LiveHub } from '../src/modules/live/live-hub';
import { expectBody } from './expect-response';
import { createUser, type TestUser } from './factories';
import { type RedisRelay, startRedisRelay } from './redis-relay';
import { from } from './send-request';
import { openSse, type SseClient } from './sse-client';
import { createTestApp, isPostgres, type TestContext } from './test-app';
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from './throwaway-redis';

/** How soon an event reaches a stream on this node, or again from the other node once Redis is back. */
const DELIVERY_LIMIT_MS = 2000;
/** ioredis waits up to 2 s between reconnection attempts; a loaded machine adds to it. */
const REGAIN_LIMIT_MS = 10_000;
/** How often Redis is killed and started again in one run of this file. */
const ROUNDS = 2;

/** As main.ts connects: one try per command, nothing queued while disconnected. */
function connectLikeMain(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  client.on('error', () => {});
  return client;
}

describe.skipIf(!hasRedisServer() || isPostgres())(
  'Redis killed and started again under a live stream',
  () => {
    let redis: ThrowawayRedis;
    let ctx: TestContext;
    let nodeB: LiveHub;
    let base: string;
    let customer: TestUser;
    const clients: Redis[] = [];
    const streams: SseClient[] = [];

    beforeAll(async () => {
      redis = await startThrowawayRedis();
      const [redisA, redisB] = [connectLikeMain(redis.url), connectLikeMain(redis.url)];
      clients.push(redisA, redisB);
      ctx = await createTestApp({}, { redis: redisA });
      nodeB = createLiveHub({ redis: redisB });
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
      customer = await createUser(ctx.database.db);
    });

    afterAll(async () => {
      for (const stream of streams) stream.close();
      ctx?.app.server.closeAllConnections();
      await nodeB?.close();
      await ctx?.close();
      for (const client of clients) client.disconnect();
      await redis?.destroy();
    });

    async function openStream(): Promise<SseClient> {
      const issued = await ctx.send('POST', '/api/live/ticket', customer);
      const { ticket } = expectBody(issued, 200, liveTicketSchema);
      const stream = await openSse(`${base}/api/live/stream?ticket=${ticket}`);
      streams.push(stream);
      expect(stream.response.status).toBe(200);
      await stream.waitFor((event) => event.event === 'ready');
      return stream;
    }

    /** Published where `hub` is, and the time it took to reach `stream`. */
    async function deliveryTime(stream: SseClient, hub: LiveHub, note: string): Promise<number> {
      const sent = performance.now();
      const from = stream.events.length;
      await hub.publishNow([customer.id], { type: 'ticket.updated', data: { note } });
      const arrived = await stream.waitFor((event) => (event.data as { note?: string })?.note === note, {
        from,
        timeoutMs: DELIVERY_LIMIT_MS,
      });
      return arrived.at - sent;
    }

    it('keeps serving this node while Redis is gone, says resync, and hears the other node again once it is back', async () => {
      const stream = await openStream();
      const hubA = ctx.app.live;
      expect(await deliveryTime(stream, nodeB, 'before')).toBeLessThan(DELIVERY_LIMIT_MS);

      for (let round = 0; round < ROUNDS; round++) {
        const beforeKill = stream.events.length;
        await redis.kill();
        // Told at once that events may have been missed.
        await stream.waitFor((event) => event.event === 'resync', {
          from: beforeKill,
          timeoutMs: DELIVERY_LIMIT_MS,
        });

        // This node's own events still arrive, unnumbered: the client's last id stays the last numbered one.
        const local = `local-${round}`;
        expect(await deliveryTime(stream, hubA, local)).toBeLessThan(DELIVERY_LIMIT_MS);
        expect(
          stream.events.find((event) => (event.data as { note?: string })?.note === local)?.id,
        ).toBeNull();

        // Stream tickets and slots are this node's: a second stream opens.
        const second = await openStream();
        second.close();

        // Rate limits still count, in this process: the sixth reset link from one address in 15 minutes is refused.
        const address = `10.29.${round}.1`;
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt++) {
          const response = await ctx.send('POST', '/api/auth/forgot-password', from(address), {
            email: `nobody-${round}-${attempt}@example.com`,
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

        // Back, empty (nothing saved): the stream is told to refetch, with the new numbering's id.
        const beforeRestart = stream.events.length;
        const restarted = performance.now();
        await redis.restart();
        const resync = await stream.waitFor((event) => event.event === 'resync', {
          from: beforeRestart,
          timeoutMs: REGAIN_LIMIT_MS,
        });
        expect(resync.id).toMatch(/^\d+$/);
        expect(resync.at - restarted).toBeLessThan(REGAIN_LIMIT_MS);
        // The other node's events arrive again, numbered after the resync's id.
        await expect
          .poll(
            () => deliveryTime(stream, nodeB, `again-${round}-${performance.now()}`).catch(() => Infinity),
            {
              timeout: REGAIN_LIMIT_MS,
            },
          )
          .toBeLessThan(DELIVERY_LIMIT_MS);
        const last = stream.events.at(-1);
        expect(Number(last?.id)).toBeGreaterThan(Number(resync.id));
      }
    });
  },
);

describe.skipIf(!hasRedisServer() || isPostgres())('a hub closed as its fan-out connects again', () => {
  let redis: ThrowawayRedis;
  let relay: RedisRelay;
  const clients: Redis[] = [];

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    relay = await startRedisRelay(redis.url);
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await relay?.close();
    await redis?.destroy();
  });

  it('leaves no rejection unhandled when a SUBSCRIBE sent on reconnecting is cut short by the close', async () => {
    const main = connectLikeMain(relay.url);
    clients.push(main);
    // The fan-out's own connection, watched from outside: the hub is closed the moment it is
    // ready again, its SUBSCRIBE sent and unanswered.
    const duplicate = main.duplicate.bind(main);
    let subscriber: Redis | undefined;
    main.duplicate = (options) => {
      subscriber = duplicate(options);
      return subscriber;
    };
    const hub = createLiveHub({ redis: main });
    // The first publish waits for the first subscription: from here on, a reconnect subscribes again.
    await hub.publishNow([randomUUID()], { type: 'ticket.updated', data: {} });
    if (!subscriber) throw new Error('The hub opened no fan-out connection');

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      relay.holdSubscribeReplies();
      const closed = new Promise<void>((resolve) =>
        subscriber?.once('ready', () => void hub.close().then(resolve)),
      );
      relay.dropAll();
      await closed;
      await expect.poll(() => subscriber?.status).toBe('end');
      // Reported once the microtasks after it have run: a few turns of the loop.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
