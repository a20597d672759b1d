import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { Database } from '../client';
import { availabilitySlots, consultantSkills, users } from '../schema';
import { seedDemoSupply } from './demo-supply';
import { runFirstRun } from './first-run';

const silentLog = { info: () => {} } as never;
// Monday 23 November 2026, 10:30 in India (UTC+05:30).
const MONDAY_MORNING_IN_INDIA = new Date('2026-11-23T05:00:00.000Z');
const DAY_MS = 24 * 60 * 60_000;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function consultantId(email: string) {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const slotsOf = (id: string) =>
  database.db
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.consultantId, id))
    .orderBy(asc(availabilitySlots.slotStart));

/** The calendar day in India of a time, as 2026-11-23. */
const indiaDay = (time: Date) => new Date(time.getTime() + 5.5 * 60 * 60_000).toISOString().slice(0, 10);

function countPerDay(slots: Array<{ slotStart: Date }>) {
  const counts: Record<string, number> = {};
  for (const slot of slots) counts[indiaDay(slot.slotStart)] = (counts[indiaDay(slot.slotStart)] ?? 0) + 1;
  return counts;
}

describe('the demo supply', () => {
  it('gives the demo consultants skills, rates and 30-minute slots in working hours for the week ahead', async () => {
    const result = await runFirstRun(
      database.db,
      { seedDemo: true, now: MONDAY_MORNING_IN_INDIA },
      silentLog,
    );
    expect(result.demoSupply?.skillsAdded).toBe(13);

    const arjun = await consultantId('consultant@example.com');
    const [rate] = await database.db
      .select({ paise: users.hourlyRatePaise })
      .from(users)
      .where(eq(users.id, arjun));
    expect(rate?.paise).toBe(250000);
    const skills = await database.db
      .select()
      .from(consultantSkills)
      .where(eq(consultantSkills.consultantId, arjun));
    expect(skills).toHaveLength(6);
    const general = await database.db
      .select()
      .from(consultantSkills)
      .where(and(eq(consultantSkills.consultantId, arjun), isNull(consultantSkills.supportCategoryId)));
    expect(general).toHaveLength(2);

    const slots = await slotsOf(arjun);
    for (const slot of slots) {
      expect(slot.slotEnd.getTime() - slot.slotStart.getTime()).toBe(30 * 60_000);
      expect(slot.slotStart.getTime()).toBeGreaterThanOrEqual(MONDAY_MORNING_IN_INDIA.getTime());
      expect(slot.slotStart.getTime()).toBeLessThanOrEqual(MONDAY_MORNING_IN_INDIA.getTime() + 7 * DAY_MS);
    }
    // Today from 10:30 (5 + 8 slots), then Tuesday to Saturday whole (15 each); Sunday off; next
    // Monday is cut by the 7-day window, so it waits for a later start.
    expect(countPerDay(slots)).toEqual({
      '2026-11-23': 13,
      '2026-11-24': 15,
      '2026-11-25': 15,
      '2026-11-26': 15,
      '2026-11-27': 15,
      '2026-11-28': 15,
    });
  });

  it('adds nothing when run again, and on a later start fills only the days that came into the window', async () => {
    expect(await seedDemoSupply(database.db, MONDAY_MORNING_IN_INDIA)).toEqual({
      skillsAdded: 0,
      slotsAdded: 0,
    });

    const arjun = await consultantId('consultant@example.com');
    const before = (await slotsOf(arjun)).length;
    const nextDay = new Date(MONDAY_MORNING_IN_INDIA.getTime() + DAY_MS);
    const result = await seedDemoSupply(database.db, nextDay);
    const added = (await slotsOf(arjun)).slice(before);
    expect(result.slotsAdded).toBe(15 + 14);
    expect((await slotsOf(arjun)).filter((slot) => indiaDay(slot.slotStart) === '2026-11-30')).toHaveLength(
      15,
    );
    expect(added.length).toBeLessThanOrEqual(result.slotsAdded);
  });

  it('leaves a day alone once the consultant has slots on it', async () => {
    const kavya = await consultantId('consultant2@example.com');
    await database.db.delete(availabilitySlots).where(eq(availabilitySlots.consultantId, kavya));
    const ownSlotStart = new Date('2026-11-25T06:00:00.000Z');
    await database.db.insert(availabilitySlots).values({
      consultantId: kavya,
      slotStart: ownSlotStart,
      slotEnd: new Date(ownSlotStart.getTime() + 30 * 60_000),
    });

    await seedDemoSupply(database.db, MONDAY_MORNING_IN_INDIA);
    const wednesday = (await slotsOf(kavya)).filter((slot) => indiaDay(slot.slotStart) === '2026-11-25');
    expect(wednesday.map((slot) => slot.slotStart.toISOString())).toEqual([ownSlotStart.toISOString()]);
  });
});
