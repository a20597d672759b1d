import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { Database } from '../client';
import {
  availabilityExceptions,
  availabilityFilledDays,
  availabilityPatterns,
  availabilitySlots,
  consultantSkills,
  users,
} from '../schema';
import { seedDemoSupply } from './demo-supply';
import { runFirstRun } from './first-run';

const silentLog = { info: () => {} } as never;
// Monday 23 November 2026, 10:30 in India (UTC+05:30).
const MONDAY_MORNING_IN_INDIA = new Date('2026-11-23T05:00:00.000Z');
const NOTHING = { skillsAdded: 0, patternBlocksAdded: 0, slotsAdded: 0 };

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

const patternOf = (id: string) =>
  database.db
    .select({
      weekday: availabilityPatterns.weekday,
      startMinute: availabilityPatterns.startMinute,
      endMinute: availabilityPatterns.endMinute,
      timeZone: availabilityPatterns.timeZone,
    })
    .from(availabilityPatterns)
    .where(eq(availabilityPatterns.consultantId, id))
    .orderBy(asc(availabilityPatterns.weekday), asc(availabilityPatterns.startMinute));

const zoneOf = async (id: string) =>
  (await database.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, id)))[0]?.timeZone;

/** The calendar day in India of a time, as 2026-11-23. */
const indiaDay = (time: Date) => new Date(time.getTime() + 5.5 * 60 * 60_000).toISOString().slice(0, 10);

function countPerDay(slots: Array<{ slotStart: Date }>) {
  const counts: Record<string, number> = {};
  for (const slot of slots) counts[indiaDay(slot.slotStart)] = (counts[indiaDay(slot.slotStart)] ?? 0) + 1;
  return counts;
}

/** Arjun's hours (09:30–13:00, 14:00–18:00) on each weekday from Monday (1) to Saturday (6). */
const ARJUN_PATTERN = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, startMinute: 570, endMinute: 780, timeZone: 'Asia/Kolkata' },
  { weekday, startMinute: 840, endMinute: 1080, timeZone: 'Asia/Kolkata' },
]);

describe('the demo supply', () => {
  it('gives the demo consultants skills, a rate, the Indian zone and a weekly pattern of their hours, filled for the week ahead', async () => {
    const result = await runFirstRun(
      database.db,
      { seedDemo: true, now: MONDAY_MORNING_IN_INDIA },
      silentLog,
    );
    expect(result.demoSupply).toMatchObject({ skillsAdded: 13, patternBlocksAdded: 24 });

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

    expect(await zoneOf(arjun)).toBe('Asia/Kolkata');
    // Monday to Saturday; Sunday off, as the demo always had it.
    expect(await patternOf(arjun)).toEqual(ARJUN_PATTERN);

    const slots = await slotsOf(arjun);
    for (const slot of slots) {
      expect(slot.slotEnd.getTime() - slot.slotStart.getTime()).toBe(30 * 60_000);
      expect(slot.slotStart.getTime()).toBeGreaterThanOrEqual(MONDAY_MORNING_IN_INDIA.getTime());
      expect(slot.patternId).not.toBeNull();
    }
    expect(result.demoSupply?.slotsAdded).toBe(
      slots.length + (await slotsOf(await consultantId('consultant2@example.com'))).length,
    );
    // Today from 10:30 (5 + 8 slots), Tuesday to Saturday whole (15 each), Sunday off, and next
    // Monday, the eighth day of the pattern's window, whole too.
    expect(countPerDay(slots)).toEqual({
      '2026-11-23': 13,
      '2026-11-24': 15,
      '2026-11-25': 15,
      '2026-11-26': 15,
      '2026-11-27': 15,
      '2026-11-28': 15,
      '2026-11-30': 15,
    });
    // Those days are the pattern's now: the hourly fill leaves them as they are.
    const filled = await database.db
      .select({ day: availabilityFilledDays.day })
      .from(availabilityFilledDays)
      .where(eq(availabilityFilledDays.consultantId, arjun))
      .orderBy(asc(availabilityFilledDays.day));
    expect(filled.map((row) => row.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('adds nothing when run again, that day or any later one', async () => {
    const arjun = await consultantId('consultant@example.com');
    const before = { pattern: await patternOf(arjun), slots: await slotsOf(arjun) };
    expect(await seedDemoSupply(database.db, MONDAY_MORNING_IN_INDIA)).toEqual(NOTHING);
    expect(await seedDemoSupply(database.db, new Date('2026-12-20T05:00:00.000Z'))).toEqual(NOTHING);
    expect({ pattern: await patternOf(arjun), slots: await slotsOf(arjun) }).toEqual(before);
  });

  it('gives one pattern when two starts run at once', async () => {
    const arjun = await consultantId('consultant@example.com');
    await database.db.delete(availabilityPatterns).where(eq(availabilityPatterns.consultantId, arjun));
    const results = await Promise.all([
      seedDemoSupply(database.db, MONDAY_MORNING_IN_INDIA),
      seedDemoSupply(database.db, MONDAY_MORNING_IN_INDIA),
    ]);
    expect(results.map((result) => result.patternBlocksAdded).sort()).toEqual([0, 12]);
    expect(await patternOf(arjun)).toEqual(ARJUN_PATTERN);
  });

  it('keeps a pattern the consultant changed and a zone they chose', async () => {
    const kavya = await consultantId('consultant2@example.com');
    await database.db.delete(availabilityPatterns).where(eq(availabilityPatterns.consultantId, kavya));
    await database.db.insert(availabilityPatterns).values({
      consultantId: kavya,
      weekday: 2,
      startMinute: 540,
      endMinute: 720,
      timeZone: 'Europe/Berlin',
    });
    await database.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, kavya));

    expect(await seedDemoSupply(database.db, MONDAY_MORNING_IN_INDIA)).toEqual(NOTHING);
    expect(await patternOf(kavya)).toEqual([
      { weekday: 2, startMinute: 540, endMinute: 720, timeZone: 'Europe/Berlin' },
    ]);
    expect(await zoneOf(kavya)).toBe('Europe/Berlin');
  });

  it('gives the pattern to a demo consultant without one; their own slots and days off win', async () => {
    const kavya = await consultantId('consultant2@example.com');
    const { db } = database;
    await db.delete(availabilityPatterns).where(eq(availabilityPatterns.consultantId, kavya));
    await db.delete(availabilityFilledDays).where(eq(availabilityFilledDays.consultantId, kavya));
    await db.delete(availabilitySlots).where(eq(availabilitySlots.consultantId, kavya));
    // Wednesday 11:30 in India: a slot of her own inside her working hours; Thursday off.
    const ownSlotStart = new Date('2026-11-25T06:00:00.000Z');
    await db.insert(availabilitySlots).values({
      consultantId: kavya,
      slotStart: ownSlotStart,
      slotEnd: new Date(ownSlotStart.getTime() + 30 * 60_000),
    });
    await db.insert(availabilityExceptions).values({ consultantId: kavya, day: '2026-11-26' });

    const result = await seedDemoSupply(db, MONDAY_MORNING_IN_INDIA);
    expect(result.patternBlocksAdded).toBe(12);
    const slots = await slotsOf(kavya);
    expect(result.slotsAdded).toBe(slots.length - 1);
    const wednesday = slots.filter((slot) => indiaDay(slot.slotStart) === '2026-11-25');
    // 10:00–13:00 and 15:00–19:00: 14 slots, one of them hers.
    expect(wednesday).toHaveLength(14);
    expect(wednesday.filter((slot) => slot.patternId === null).map((slot) => slot.slotStart)).toEqual([
      ownSlotStart,
    ]);
    expect(countPerDay(slots)['2026-11-26']).toBeUndefined();
  });
});
