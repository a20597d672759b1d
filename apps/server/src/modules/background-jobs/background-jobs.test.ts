import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMovableClock } from '../../../test/movable-clock';
import { createTestDatabase, isPostgres } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { createBackgroundJobsRepository } from './background-jobs.repository';
import { createBackgroundJobsService, type JobHandler } from './background-jobs.service';
import { createJobRunner } from './job-runner';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const silent = { warn() {}, error() {} };
const T0 = '2031-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000);

function jobsWith(handlers: Record<string, JobHandler>, clock = createMovableClock(T0)) {
  const repo = createBackgroundJobsRepository(database.db);
  return { repo, clock, service: createBackgroundJobsService({ repo, clock, handlers, logger: silent }) };
}

describe('background jobs', () => {
  it('enqueues once per kind and key, runs when due, and not again once done', async () => {
    const seen: string[] = [];
    const { repo, clock, service } = jobsWith({
      'test.once': async ({ key }) => {
        seen.push(key);
        return { done: true };
      },
    });
    await repo.enqueue({ kind: 'test.once', key: 'a', runAt: at(60) });
    await repo.enqueue({ kind: 'test.once', key: 'a', runAt: at(0) });
    expect(await service.runDue()).toBe(0);
    clock.set(at(61).toISOString());
    expect(await service.runDue()).toBe(1);
    expect(await service.runDue()).toBe(0);
    expect(seen).toEqual(['a']);
  });

  it('reschedules when the handler says so, and after a throw', async () => {
    let calls = 0;
    const { repo, clock, service } = jobsWith({
      'test.again': async ({ now }) => {
        calls += 1;
        if (calls === 1) return { done: false, runAt: new Date(now.getTime() + 60_000), error: 'not yet' };
        if (calls === 2) throw new Error('boom');
        return { done: true };
      },
    });
    await repo.enqueue({ kind: 'test.again', key: 'b', runAt: at(0) });
    expect(await service.runDue()).toBe(1);
    expect(await service.runDue()).toBe(0);
    clock.set(at(61).toISOString());
    expect(await service.runDue()).toBe(1);
    clock.set(at(61 + 5 * 60 + 1).toISOString());
    expect(await service.runDue()).toBe(1);
    expect(calls).toBe(3);
  });

  it('a lease keeps a claimed job from others until it runs out (a node died mid-job)', async () => {
    const { repo } = jobsWith({});
    await repo.enqueue({ kind: 'test.lease', key: 'c', runAt: at(0) });
    const first = await repo.claimDue({ kinds: ['test.lease'], now: at(1), limit: 5, leaseSeconds: 120 });
    expect(first).toHaveLength(1);
    expect(await repo.claimDue({ kinds: ['test.lease'], now: at(60), limit: 5, leaseSeconds: 120 })).toEqual(
      [],
    );
    const retaken = await repo.claimDue({ kinds: ['test.lease'], now: at(122), limit: 5, leaseSeconds: 120 });
    expect(retaken.map((job) => job.attempts)).toEqual([2]);
    // The first claim's completion no longer counts: the job is the second claim's.
    await repo.complete(first[0]?.id ?? '', 1, at(123));
    expect(
      await repo.claimDue({ kinds: ['test.lease'], now: at(300), limit: 5, leaseSeconds: 120 }),
    ).toHaveLength(1);
  });

  it.skipIf(!isPostgres())('two nodes claiming at once take each job once', async () => {
    const { repo } = jobsWith({});
    for (let n = 0; n < 40; n++) await repo.enqueue({ kind: 'test.race', key: `k${n}`, runAt: at(0) });
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        repo.claimDue({ kinds: ['test.race'], now: at(1), limit: 15, leaseSeconds: 60 }),
      ),
    );
    const ids = claims.flat().map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });

  it('the runner passes on a timer and stops cleanly', async () => {
    let passes = 0;
    const runner = createJobRunner({
      runDue: async () => {
        passes += 1;
        return 0;
      },
      intervalMs: 20,
      onError: () => {},
    });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 90));
    await runner.stop();
    const after = passes;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(after).toBeGreaterThan(0);
    expect(passes).toBe(after);
  });
});
