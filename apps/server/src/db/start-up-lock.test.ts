import { describe, expect, it } from 'vitest';
import { createTestDatabase, isPostgres } from '../../test/test-app';

// The embedded database answers oneNodeAtATime by running the work: one process owns it.
describe.skipIf(!isPostgres())('the start-up lock', () => {
  it('lets one node work at a time: the second starts when the first ends, even in failure', async () => {
    const database = await createTestDatabase();
    try {
      const steps: string[] = [];
      let finishFirst = () => {};
      const firstMayFinish = new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      let firstStarted = () => {};
      const firstIsIn = new Promise<void>((resolve) => {
        firstStarted = resolve;
      });
      const first = database.oneNodeAtATime(async () => {
        steps.push('first in');
        firstStarted();
        await firstMayFinish;
        steps.push('first out');
        throw new Error('migration failed');
      });
      await firstIsIn;
      const second = database.oneNodeAtATime(async () => {
        steps.push('second in');
        return 'migrated';
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(steps).toEqual(['first in']);

      finishFirst();
      await expect(first).rejects.toThrow('migration failed');
      expect(await second).toBe('migrated');
      expect(steps).toEqual(['first in', 'first out', 'second in']);
    } finally {
      await database.close();
    }
  });
});
