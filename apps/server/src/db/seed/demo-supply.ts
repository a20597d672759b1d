import { AVAILABILITY_WINDOW_DAYS, SLOT_MS } from '@basisdesk/shared';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { availabilitySlots, consultantSkills, supportCategories, supportTypes, users } from '../schema';

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

/** Working hours in India (UTC+05:30, no daylight saving), as [start, end) minutes after midnight. */
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
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const SUNDAY = 0;

export interface DemoSupplyResult {
  skillsAdded: number;
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

/**
 * 30-minute slots in the consultant's working hours for every day (Sundays off) from today to the
 * end of the booking window, on the days that have no slot yet: the demo never runs dry, and a day
 * the consultant has edited is left as it is.
 */
async function topUpDemoAvailability(db: Db, consultant: { id: string; email: string }, now: Date) {
  const windowEnd = now.getTime() + AVAILABILITY_WINDOW_DAYS * DAY_MS;
  const todayInIndia = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const existing = await db
    .select({ slotStart: availabilitySlots.slotStart })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.consultantId, consultant.id),
        gte(availabilitySlots.slotStart, new Date(todayInIndia)),
        lt(availabilitySlots.slotStart, new Date(windowEnd + DAY_MS)),
      ),
    );
  const dayOf = (time: number) => Math.floor((time - todayInIndia) / DAY_MS);
  const daysWithSlots = new Set(existing.map((slot) => dayOf(slot.slotStart.getTime())));

  const rows: Array<{ consultantId: string; slotStart: Date; slotEnd: Date }> = [];
  for (let day = 0; day <= AVAILABILITY_WINDOW_DAYS; day++) {
    const midnight = todayInIndia + day * DAY_MS;
    if (daysWithSlots.has(day) || new Date(midnight + IST_OFFSET_MS).getUTCDay() === SUNDAY) continue;
    const starts = (DEMO_HOURS[consultant.email] ?? []).flatMap(([from, to]) => {
      const times: number[] = [];
      for (
        let start = midnight + from * 60_000;
        start + SLOT_MS <= midnight + to * 60_000;
        start += SLOT_MS
      ) {
        times.push(start);
      }
      return times;
    });
    // A day the window cuts short waits for a later start, when it fits whole: otherwise it would
    // count as a day with slots and never be completed.
    if (starts.some((start) => start > windowEnd)) continue;
    for (const start of starts.filter((time) => time >= now.getTime())) {
      rows.push({
        consultantId: consultant.id,
        slotStart: new Date(start),
        slotEnd: new Date(start + SLOT_MS),
      });
    }
  }
  if (rows.length === 0) return 0;
  // DO NOTHING also covers the no-overlap exclusion constraint: a slot someone added meanwhile wins.
  const inserted = await db.insert(availabilitySlots).values(rows).onConflictDoNothing().returning();
  return inserted.length;
}

/** The demo consultants' skills (once) and their availability for the days ahead (on every start). */
export async function seedDemoSupply(db: Db, now: Date): Promise<DemoSupplyResult> {
  const result: DemoSupplyResult = { skillsAdded: 0, slotsAdded: 0 };
  for (const consultant of await findDemoConsultants(db)) {
    result.skillsAdded += await addDemoSkills(db, consultant);
    result.slotsAdded += await topUpDemoAvailability(db, consultant, now);
  }
  return result;
}
