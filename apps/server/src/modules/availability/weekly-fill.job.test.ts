import { describe, expect, it } from 'vitest';
import { createWeeklyFillJob } from './weekly-fill.job';

const run = (job: ReturnType<typeof createWeeklyFillJob>, now: string) =>
  job({ key: 'hourly', payload: {}, attempts: 1, createdAt: new Date(now), now: new Date(now) });

describe('the hourly weekly fill', () => {
  it("fills every consultant with a pattern, one's failure not stopping the others, and waits for the next full hour", async () => {
    const filled: string[] = [];
    const logged: object[] = [];
    const job = createWeeklyFillJob({
      patterns: {
        listConsultantsWithPattern: async () => ['a', 'b', 'c'],
        fillConsultant: async (id) => {
          if (id === 'b') throw new Error('lost connection');
          filled.push(id);
          return 8;
        },
      },
      log: { error: (obj) => logged.push(obj) },
    });
    expect(await run(job, '2026-10-25T00:59:59.000Z')).toEqual({
      done: false,
      runAt: new Date('2026-10-25T01:00:00.000Z'),
      error: 'Fill failed for 1 consultant(s)',
    });
    expect(filled).toEqual(['a', 'c']);
    expect(logged).toEqual([expect.objectContaining({ consultantId: 'b' })]);
  });

  it('says no error when every fill went through', async () => {
    const job = createWeeklyFillJob({
      patterns: { listConsultantsWithPattern: async () => ['a'], fillConsultant: async () => 0 },
      log: { error: () => {} },
    });
    expect(await run(job, '2026-10-25T01:00:00.000Z')).toEqual({
      done: false,
      runAt: new Date('2026-10-25T02:00:00.000Z'),
    });
  });
});
