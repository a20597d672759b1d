import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { useRedisClients, useUnreachableRedis } from '../../../test/redis-clients';
import { startRedisRelay } from '../../../test/redis-relay';
import type { Clock } from '../../lib/clock';
import { createLiveHub, type LiveEvent, type LiveHub } from './live-hub';

/** Collects what one subscriber receives; `next(n)` waits until n events have come. */
function collector() {
  const events: LiveEvent[] = [];
  let wake = () => {};
  return {
    events,
    listener: (event: LiveEvent) => {
      events.push(event);
      wake();
    },
    async next(count: number, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`waited for ${count} events, got ${events.length}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 20);
        });
      }
      return events.slice(0, count);
    },
  };
}

const summary = (events: LiveEvent[]) => events.map((event) => `${event.id}:${event.type}`);

function hubContract(
  name: string,
  open: (options?: { backlogSize?: number; clock?: Clock }) => Promise<LiveHub>,
) {
  describe(name, () => {
    it('starts a new subscriber from now with a ready event carrying the latest id', async () => {
      const hub = await open();
      const user = randomUUID();
      await hub.publishNow([user], { type: 'ticket.updated', data: { n: 1 } });
      const seen = collector();
      const stop = await hub.subscribe(user, seen.listener);
      await hub.publishNow([user], { type: 'ticket.updated', data: { n: 2 } });
      expect(summary(await seen.next(2))).toEqual(['1:ready', '2:ticket.updated']);
      expect(seen.events[1]?.data).toEqual({ n: 2 });
      stop();
      await hub.close();
    });

    it("says in a new stream's ready how long ago the user's latest event was published, null before any", async () => {
      let now = Date.parse('2026-03-02T09:00:00Z');
      const hub = await open({ clock: { now: () => new Date(now) } });
      const user = randomUUID();
      const before = collector();
      const stopBefore = await hub.subscribe(user, before.listener);
      expect(await before.next(1)).toEqual([{ id: 0, type: 'ready', data: null }]);
      await hub.publishNow([user], { type: 'm', data: null });
      now += 90_000;
      // Another user's event, published since, is not this user's latest.
      await hub.publishNow([randomUUID()], { type: 'm', data: null });
      const after = collector();
      const stopAfter = await hub.subscribe(user, after.listener);
      expect(await after.next(1)).toEqual([{ id: 1, type: 'ready', data: { latestEventAgeMs: 90_000 } }]);
      stopBefore();
      stopAfter();
      await hub.close();
    });

    it('delivers only to the users named, each with their own numbering, once per user', async () => {
      const hub = await open();
      const [ana, ben, cy] = [randomUUID(), randomUUID(), randomUUID()];
      const [seenAna, seenBen, seenCy] = [collector(), collector(), collector()];
      await hub.subscribe(ana, seenAna.listener);
      await hub.subscribe(ben, seenBen.listener);
      await hub.subscribe(cy, seenCy.listener);
      await hub.publishNow([ana, ben, ana], { type: 'a', data: null });
      await hub.publishNow([ben], { type: 'b', data: null });
      expect(summary(await seenAna.next(2))).toEqual(['0:ready', '1:a']);
      expect(summary(await seenBen.next(3))).toEqual(['0:ready', '1:a', '2:b']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seenAna.events).toHaveLength(2);
      expect(summary(seenCy.events)).toEqual(['0:ready']);
      await hub.close();
    });

    it('replays what a reconnecting client missed after its Last-Event-ID, then goes on live', async () => {
      const hub = await open();
      const user = randomUUID();
      for (let n = 1; n <= 5; n += 1) await hub.publishNow([user], { type: 'm', data: { n } });
      const seen = collector();
      await hub.subscribe(user, seen.listener, 2);
      await hub.publishNow([user], { type: 'm', data: { n: 6 } });
      expect(summary(await seen.next(4))).toEqual(['3:m', '4:m', '5:m', '6:m']);
      expect(seen.events.map((event) => (event.data as { n: number }).n)).toEqual([3, 4, 5, 6]);
      await hub.close();
    });

    it('replays nothing to a client that is up to date', async () => {
      const hub = await open();
      const user = randomUUID();
      await hub.publishNow([user], { type: 'm', data: null });
      const seen = collector();
      await hub.subscribe(user, seen.listener, 1);
      await hub.publishNow([user], { type: 'm', data: null });
      expect(summary(await seen.next(1))).toEqual(['2:m']);
      await hub.close();
    });

    it('sends one resync, with the latest id, when the missed events are no longer kept', async () => {
      const hub = await open({ backlogSize: 3 });
      const user = randomUUID();
      // Redis trims approximately (MAXLEN ~): enough events that the first ones are surely gone.
      for (let n = 1; n <= 400; n += 1) await hub.publishNow([user], { type: 'm', data: { n } });
      const seen = collector();
      await hub.subscribe(user, seen.listener, 1);
      await hub.publishNow([user], { type: 'm', data: null });
      expect(summary(await seen.next(2))).toEqual(['400:resync', '401:m']);
      await hub.close();
    });

    it('sends resync when the id is ahead of the numbering (the store was emptied)', async () => {
      const hub = await open();
      const seen = collector();
      await hub.subscribe(randomUUID(), seen.listener, 42);
      expect(summary(await seen.next(1))).toEqual(['0:resync']);
      await hub.close();
    });

    it('tells its listeners which sign-in sessions ended', async () => {
      const hub = await open();
      const heard: string[][] = [];
      hub.onSessionsEnded((sessionIds) => heard.push(sessionIds));
      const ended = [randomUUID(), randomUUID()];
      await hub.endSessions(ended);
      await expect.poll(() => heard).toEqual([ended]);
      await hub.close();
    });

    it('stops delivering after unsubscribe', async () => {
      const hub = await open();
      const user = randomUUID();
      const seen = collector();
      const stop = await hub.subscribe(user, seen.listener);
      stop();
      await hub.publishNow([user], { type: 'm', data: null });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(summary(seen.events)).toEqual(['0:ready']);
      await hub.close();
    });
  });
}

hubContract('live hub (in process)', async (options) => createLiveHub(options));

describe('live hub publish', () => {
  it('never throws to the caller: a failed publish is reported', async () => {
    const errors: unknown[] = [];
    const broken = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    broken.on('error', () => {});
    const hub = createLiveHub({ redis: broken, onError: (error) => errors.push(error) });
    expect(() => hub.publish([randomUUID()], { type: 'm', data: null })).not.toThrow();
    await expect.poll(() => errors.length).toBe(1);
    await hub.close();
    broken.disconnect();
  });
});

describe('live hub with Redis unreachable', () => {
  const unreachable = useUnreachableRedis();

  it("still delivers this node's events, unnumbered; a first stream gets ready, a reconnecting one resync", async () => {
    const hub = createLiveHub({ redis: unreachable() });
    const user = randomUUID();
    const [fresh, returning] = [collector(), collector()];
    await hub.subscribe(user, fresh.listener);
    await hub.subscribe(user, returning.listener, 41);
    await hub.publishNow([user], { type: 'ticket.updated', data: { n: 1 } });
    const unnumbered = (events: LiveEvent[]) => events.map((event) => `${event.id}:${event.type}`);
    expect(unnumbered(await fresh.next(2))).toEqual(['null:ready', 'null:ticket.updated']);
    expect(unnumbered(await returning.next(2))).toEqual(['null:resync', 'null:ticket.updated']);
    await hub.close();
  });

  it('tells this node of sessions ended through it', async () => {
    const hub = createLiveHub({ redis: unreachable() });
    const ended: string[][] = [];
    hub.onSessionsEnded((sessionIds) => ended.push(sessionIds));
    const sessionId = randomUUID();
    await hub.endSessions([sessionId]);
    expect(ended).toEqual([[sessionId]]);
    await hub.close();
  });
});

const redisUrl = inject('testRedisUrl');
describe.skipIf(!redisUrl)('on Redis', () => {
  const connect = useRedisClients(redisUrl);
  hubContract('live hub (Redis)', async (options) => createLiveHub({ redis: connect(), ...options }));

  it('fans out across two hubs (two nodes) with one numbering per user', async () => {
    const nodeA = createLiveHub({ redis: connect() });
    const nodeB = createLiveHub({ redis: connect() });
    const user = randomUUID();
    const [onA, onB] = [collector(), collector()];
    await nodeA.subscribe(user, onA.listener);
    await nodeB.subscribe(user, onB.listener);
    await nodeA.publishNow([user], { type: 'from-a', data: null });
    await nodeB.publishNow([user], { type: 'from-b', data: null });
    expect(summary(await onA.next(3))).toEqual(['0:ready', '1:from-a', '2:from-b']);
    expect(summary(await onB.next(3))).toEqual(['0:ready', '1:from-a', '2:from-b']);
    // A client of A that reconnects to B catches up there.
    const moved = collector();
    await nodeB.subscribe(user, moved.listener, 1);
    expect(summary(await moved.next(1))).toEqual(['2:from-b']);
    await nodeA.close();
    await nodeB.close();
  });

  it('starts a stream on a node only once the node hears the channel: nothing after its ready is missed', async () => {
    const relay = await startRedisRelay(redisUrl);
    const throughRelay = new Redis(relay.url, { maxRetriesPerRequest: 1 });
    try {
      const nodeA = createLiveHub({ redis: connect() });
      // A hears the channel; B's own connection is up, its subscription to the channel made late.
      await nodeA.publishNow([randomUUID()], { type: 'warm-up', data: null });
      await throughRelay.ping();
      const release = relay.delaySubscribes();
      const nodeB = createLiveHub({ redis: throughRelay });
      const user = randomUUID();
      const onB = collector();
      const subscribing = nodeB.subscribe(user, onB.listener);
      // Time enough for B to read where the numbering stands, were it not waiting to hear.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await nodeA.publishNow([user], { type: 'before-b-hears', data: null });
      release();
      await subscribing;
      await nodeA.publishNow([user], { type: 'after', data: null });
      // Its ready counts what came before it; a ready of 0 would leave 1 missing, unnoticed.
      expect(summary(await onB.next(2))).toEqual(['1:ready', '2:after']);
      await nodeA.close();
      await nodeB.close();
    } finally {
      throughRelay.disconnect();
      await relay.close();
    }
  });

  it('tells every node of sessions ended through any of them', async () => {
    const nodeA = createLiveHub({ redis: connect() });
    const nodeB = createLiveHub({ redis: connect() });
    const atA: string[][] = [];
    const atB: string[][] = [];
    nodeA.onSessionsEnded((sessionIds) => atA.push(sessionIds));
    nodeB.onSessionsEnded((sessionIds) => atB.push(sessionIds));
    const ended = [randomUUID()];
    // Told again until node B's fresh subscriber connection is listening (a node that has been up
    // for more than a moment always is): what matters is that B hears what A sent.
    await expect
      .poll(
        async () => {
          await nodeA.endSessions(ended);
          return atB.length > 0;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);
    expect(atB[0]).toEqual(ended);
    await expect.poll(() => atA[0]).toEqual(ended);
    await nodeA.close();
    await nodeB.close();
  });

  it('keeps a user’s backlog a few minutes only', async () => {
    const redis = connect();
    const hub = createLiveHub({ redis });
    const user = randomUUID();
    await hub.publishNow([user], { type: 'm', data: null });
    const ttl = await redis.ttl(`basisdesk:live:backlog:${user}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await hub.close();
  });
});
