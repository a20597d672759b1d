import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { fillPatternWindow } from '../pattern-fill';
import { lockConsultantSchedule } from '../schedule-lock';
import { availabilityPatterns, consultantSkills, supportCategories, supportTypes, users } from '../schema';

/** What the demo consultants can be booked for: type short code, and category code unless general. */
const DEMO_SKILLS: Record<string, Array<{ type: string; category?: string }>> = {
  'consultant@example.com': [
    { type: 'BASIS' },
    { type: 'BASIS', category: 'TMS' },
    { type: 'BASIS', category: 'JOB' },
    { type: 'DB', category: 'HAN' },
    { type: 'DB', category: 'BKP' },
    { type: 'PERF' },
  ],
  'consultant2@example.com': [
    { type: 'CLOUD' },
    { type: 'CLOUD', category: 'RSE' },
    { type: 'CLOUD', category: 'BTP' },
    { type: 'SEC', category: 'USR' },
    { type: 'SEC', category: 'SSO' },
    { type: 'MIG', category: 'S4C' },
    { type: 'BASIS', category: 'TMS' },
  ],
};

/** The demo consultants' working hours in India, as [start, end) minutes after local midnight. */
const DEMO_HOURS: Record<string, Array<[number, number]>> = {
  'consultant@example.com': [
    [9 * 60 + 30, 13 * 60],
    [14 * 60, 18 * 60],
  ],
  'consultant2@example.com': [
    [10 * 60, 13 * 60],
    [15 * 60, 19 * 60],
  ],
};
/** Their profile's zone and their pattern's: India has no daylight saving. */
const DEMO_TIME_ZONE = 'Asia/Kolkata';
/** ISO weekdays they work: Monday to Saturday; Sunday (7) is off. */
const DEMO_WORKDAYS = [1, 2, 3, 4, 5, 6];

export interface DemoSupplyResult {
  skillsAdded: number;
  /** Weekly pattern blocks given to demo consultants who had no pattern. */
  patternBlocksAdded: number;
  /** The slots those patterns made at once (later days are the hourly fill's). */
  slotsAdded: number;
}

async function findDemoConsultants(db: Db) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, Object.keys(DEMO_SKILLS)), eq(users.role, 'Consultant')));
}

/** Skills for a demo consultant who has none yet, resolved by short code (absent codes are skipped). */
async function addDemoSkills(db: Db, consultant: { id: string; email: string }): Promise<number> {
  const existing = await db
    .select({ id: consultantSkills.id })
    .from(consultantSkills)
    .where(eq(consultantSkills.consultantId, consultant.id))
    .limit(1);
  if (existing.length > 0) return 0;
  const taxonomy = await db
    .select({
      typeId: supportTypes.id,
      typeCode: supportTypes.shortCode,
      categoryId: supportCategories.id,
      categoryCode: supportCategories.shortCode,
    })
    .from(supportTypes)
    .leftJoin(supportCategories, eq(supportCategories.supportTypeId, supportTypes.id));
  const rows = (DEMO_SKILLS[consultant.email] ?? []).flatMap(({ type, category }) => {
    const match = taxonomy.find(
      (row) => row.typeCode === type && (category === undefined || row.categoryCode === category),
    );
    if (!match) return [];
    return [
      {
        consultantId: consultant.id,
        supportTypeId: match.typeId,
        supportCategoryId: category === undefined ? null : match.categoryId,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(consultantSkills).values(rows).onConflictDoNothing().returning();
  return inserted.length;
}

/** The demo zone on a profile that has none; one the consultant chose (or their browser gave) stays. */
async function setDemoTimeZone(db: Db, consultant: { id: string }): Promise<void> {
  await db
    .update(users)
    .set({ timeZone: DEMO_TIME_ZONE })
    .where(and(eq(users.id, consultant.id), isNull(users.timeZone)));
}

/**
 * The demo hours as the consultant's weekly pattern (decision 022) when they have none, filled at
 * once so the demo tickets can book before the hourly job first runs; from then on the job keeps
 * the next week full however long the demo runs. A pattern the consultant has (the demo's, or one
 * they changed) is left as it is. It runs under the schedule's lock, as every change to a
 * schedule does, so two nodes starting at once give one pattern.
 */
async function addDemoPattern(
  db: Db,
  consultant: { id: string; email: string },
  now: Date,
): Promise<{ blocks: number; slots: number }> {
  const hours = DEMO_HOURS[consultant.email] ?? [];
  if (hours.length === 0) return { blocks: 0, slots: 0 };
  return db.transaction(async (tx) => {
    await lockConsultantSchedule(consultant.id, tx);
    const existing = await tx
      .select({ id: availabilityPatterns.id })
      .from(availabilityPatterns)
      .where(eq(availabilityPatterns.consultantId, consultant.id))
      .limit(1);
    if (existing.length > 0) return { blocks: 0, slots: 0 };
    const blocks = await tx
      .insert(availabilityPatterns)
      .values(
        DEMO_WORKDAYS.flatMap((weekday) =>
          hours.map(([startMinute, endMinute]) => ({
            consultantId: consultant.id,
            weekday,
            startMinute,
            endMinute,
            timeZone: DEMO_TIME_ZONE,
          })),
        ),
      )
      .returning();
    return { blocks: blocks.length, slots: await fillPatternWindow(tx, consultant.id, now) };
  });
}

/**
 * The demo consultants' supply, safe on every start: skills once, the profile zone when unset, and
 * the weekly pattern of their working hours when they have none (with its first week of slots).
 */
export async function seedDemoSupply(db: Db, now: Date): Promise<DemoSupplyResult> {
  const result: DemoSupplyResult = { skillsAdded: 0, patternBlocksAdded: 0, slotsAdded: 0 };
  for (const consultant of await findDemoConsultants(db)) {
    result.skillsAdded += await addDemoSkills(db, consultant);
    await setDemoTimeZone(db, consultant);
    const pattern = await addDemoPattern(db, consultant, now);
    result.patternBlocksAdded += pattern.blocks;
    result.slotsAdded += pattern.slots;
  }
  return result;
}
