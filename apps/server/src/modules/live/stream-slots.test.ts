import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { useRedisClients, useUnreachableRedis } from '../../../test/redis-clients';
import { createStreamSlots, type StreamSlot, type StreamSlots } from './stream-slots';

async function claimAll(slots: StreamSlots, userId: string, count: number): Promise<StreamSlot[]> {
  const claimed: StreamSlot[] = [];
  for (let n = 0; n < count; n += 1) {
    const slot = await slots.claim(userId);
    if (!slot) throw new Error(`slot ${n + 1} refused`);
    claimed.push(slot);
  }
  return claimed;
}

function slotsContract(name: string, open: (max: number) => StreamSlots) {
  describe(name, () => {
    it('gives a user at most `max` slots; a release frees one; other users are counted apart', async () => {
      const slots = open(3);
      const user = randomUUID();
      const [first] = await claimAll(slots, user, 3);
      expect(await slots.claim(user)).toBeNull();
      expect(await slots.claim(randomUUID())).not.toBeNull();
      await first?.release();
      expect(await slots.claim(user)).not.toBeNull();
      expect(await slots.claim(user)).toBeNull();
    });

    it('a slot released twice (a stream ends by several paths) frees one place, not two', async () => {
      const slots = open(2);
      const user = randomUUID();
      const [first] = await claimAll(slots, user, 2);
      await first?.release();
      await first?.release();
      expect(await slots.claim(user)).not.toBeNull();
      expect(await slots.claim(user)).toBeNull();
    });
  });
}

slotsContract('stream slots (in process)', (max) => createStreamSlots({ max }));

describe('with Redis unreachable', () => {
  const unreachable = useUnreachableRedis();
  const faults: unknown[] = [];
  slotsContract('stream slots (Redis down: counted on this node)', (max) =>
    createStreamSlots({ redis: unreachable(), max, onRedisFault: (error) => faults.push(error) }),
  );
  it('reports the fault', () => {
    expect(faults.length).toBeGreaterThan(0);
  });
});

const redisUrl = inject('testRedisUrl');
describe.skipIf(!redisUrl)('on Redis', () => {
  const connect = useRedisClients(redisUrl);
  slotsContract('stream slots (Redis)', (max) => createStreamSlots({ redis: connect(), max }));

  it('counts across nodes: what one node holds, another cannot exceed', async () => {
    const nodeA = createStreamSlots({ redis: connect(), max: 4 });
    const nodeB = createStreamSlots({ redis: connect(), max: 4 });
    const user = randomUUID();
    await claimAll(nodeA, user, 2);
    const [atB] = await claimAll(nodeB, user, 2);
    expect(await nodeA.claim(user)).toBeNull();
    expect(await nodeB.claim(user)).toBeNull();
    await atB?.release();
    expect(await nodeA.claim(user)).not.toBeNull();
  });

  it("a dead node's streams stop counting once their lease runs out; renewed ones keep counting", async () => {
    const redis = connect();
    const dying = createStreamSlots({ redis: connect(), max: 2, leaseMs: 300 });
    const living = createStreamSlots({ redis, max: 2, leaseMs: 300 });
    const user = randomUUID();
    await claimAll(dying, user, 1);
    const [kept] = await claimAll(living, user, 1);
    expect(await living.claim(user)).toBeNull();
    // The living node's heartbeat renews its stream; the dying node's never is.
    for (let n = 0; n < 4; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await kept?.renew();
    }
    expect(await living.claim(user)).not.toBeNull();
    expect(await living.claim(user)).toBeNull();
    // The user's key goes with its last lease.
    expect(await redis.pttl(`basisdesk:live:streams:${user}`)).toBeLessThanOrEqual(300);
  });
});
