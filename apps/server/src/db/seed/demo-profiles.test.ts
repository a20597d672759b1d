import { updateConsultantProfileBodySchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { Database } from '../client';
import { consultantProfiles, users } from '../schema';
import { DEMO_PROFILES } from './demo-profiles';
import { runFirstRun } from './first-run';

const silentLog = { info: () => {} } as never;
const NOW = new Date('2026-11-23T05:00:00.000Z');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const profileOf = async (email: string) => {
  const [row] = await database.db
    .select({ headline: consultantProfiles.headline, languages: consultantProfiles.languages })
    .from(consultantProfiles)
    .innerJoin(users, eq(users.id, consultantProfiles.consultantId))
    .where(eq(users.email, email));
  return row ?? null;
};

describe('the demo profiles', () => {
  it('are within the limits a consultant is held to', () => {
    for (const [email, profile] of Object.entries(DEMO_PROFILES)) {
      expect(updateConsultantProfileBodySchema.safeParse(profile).error?.issues ?? [], email).toEqual([]);
    }
  });

  it('give each demo consultant a profile once, and leave one the consultant changed as it is', async () => {
    const first = await runFirstRun(database.db, { seedDemo: true, now: NOW }, silentLog);
    expect(first.demoProfilesAdded).toBe(2);
    expect(await profileOf('consultant@example.com')).toMatchObject({
      headline: DEMO_PROFILES['consultant@example.com']?.headline,
      languages: ['English', 'Hindi', 'Marathi'],
    });
    expect((await profileOf('consultant2@example.com'))?.headline).toMatch(/RISE with SAP/);

    await database.db.update(consultantProfiles).set({ headline: 'My own words' });
    const again = await runFirstRun(database.db, { seedDemo: true, now: NOW }, silentLog);
    expect(again.demoProfilesAdded).toBe(0);
    expect((await profileOf('consultant@example.com'))?.headline).toBe('My own words');
  });
});
