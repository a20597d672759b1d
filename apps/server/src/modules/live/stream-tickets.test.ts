import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { useRedisClients, useUnreachableRedis } from '../../../test/redis-clients';
import { createStreamTickets, type StreamTickets } from './stream-tickets';

function ticketContract(name: string, open: (ttlSeconds: number) => StreamTickets) {
  describe(name, () => {
    it('redeems a ticket once, for the user, token version and sign-in session it was issued to', async () => {
      const tickets = open(30);
      const holder = { userId: randomUUID(), tokenVersion: 3, sessionId: randomUUID() };
      const ticket = await tickets.issue(holder);
      expect(await tickets.redeem(ticket)).toEqual(holder);
      expect(await tickets.redeem(ticket)).toBeNull();
    });

    it('knows no ticket it did not issue', async () => {
      expect(await open(30).redeem('made-up')).toBeNull();
    });
  });
}

ticketContract('stream tickets (in process)', (ttlSeconds) => createStreamTickets({ ttlSeconds }));

describe('with Redis unreachable', () => {
  const unreachable = useUnreachableRedis();
  const faults: unknown[] = [];
  ticketContract('stream tickets (Redis down: this node issues and redeems)', (ttlSeconds) =>
    createStreamTickets({ redis: unreachable(), ttlSeconds, onRedisFault: (error) => faults.push(error) }),
  );
  it('reports the fault', () => {
    expect(faults.length).toBeGreaterThan(0);
  });
});

describe('stream tickets (in process) expiry', () => {
  it('refuses a ticket past its 30 seconds', async () => {
    let now = 1_000_000;
    const tickets = createStreamTickets({ ttlSeconds: 30, now: () => now });
    const late = await tickets.issue({ userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() });
    const onTime = await tickets.issue({ userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() });
    now += 29_999;
    expect(await tickets.redeem(onTime)).not.toBeNull();
    now += 1;
    expect(await tickets.redeem(late)).toBeNull();
  });
});

const redisUrl = inject('testRedisUrl');
describe.skipIf(!redisUrl)('on Redis', () => {
  const connect = useRedisClients(redisUrl);
  ticketContract('stream tickets (Redis)', (ttlSeconds) =>
    createStreamTickets({ redis: connect(), ttlSeconds }),
  );

  it('lets another node redeem, and expires on Redis', async () => {
    const nodeA = createStreamTickets({ redis: connect(), ttlSeconds: 1 });
    const nodeB = createStreamTickets({ redis: connect(), ttlSeconds: 1 });
    const holder = { userId: randomUUID(), tokenVersion: 1, sessionId: randomUUID() };
    expect(await nodeB.redeem(await nodeA.issue(holder))).toEqual(holder);
    const expiring = await nodeA.issue(holder);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await nodeB.redeem(expiring)).toBeNull();
  });

  it('redeems, once Redis is back, a ticket this node issued while it was away', async () => {
    // Not connected yet and told not to queue: the first issue is this node's own.
    const client = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    client.on('error', () => {});
    const tickets = createStreamTickets({ redis: client, ttlSeconds: 30 });
    const holder = { userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() };
    client.connect().catch(() => {});
    const issuedAway = await tickets.issue(holder);
    await new Promise<void>((resolve) => client.once('ready', () => resolve()));
    expect(await tickets.redeem(issuedAway)).toEqual(holder);
    expect(await tickets.redeem(issuedAway)).toBeNull();
    // And one issued now is in Redis: another node redeems it.
    const other = createStreamTickets({ redis: connect(), ttlSeconds: 30 });
    expect(await other.redeem(await tickets.issue(holder))).toEqual(holder);
    client.disconnect();
  });
});
