import { planWeeklyFill } from '@basisdesk/shared/availability/weekly-fill';
import { localDayOf } from '@basisdesk/shared/common/wall-clock';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Tx } from './client';
import {
  availabilityExceptions,
  availabilityFilledDays,
  availabilityPatterns,
  availabilitySlots,
} from './schema';

/**
 * Fills a consultant's window from their weekly pattern (decision 022): today and the next 7 days
 * in the pattern's zone, less exception days and days already filled, which are then marked
 * filled. The caller holds the schedule's lock (db/schedule-lock.ts). The availability module's
 * hourly fill and the demo seed's first fill both run it. Answers the slots made.
 */
export async function fillPatternWindow(tx: Tx, consultantId: string, now: Date): Promise<number> {
  const blocks = await tx
    .select()
    .from(availabilityPatterns)
    .where(eq(availabilityPatterns.consultantId, consultantId))
    .orderBy(asc(availabilityPatterns.weekday), asc(availabilityPatterns.startMinute));
  const timeZone = blocks[0]?.timeZone;
  if (!timeZone) return 0;
  const today = localDayOf(now, timeZone);
  const exceptions = await tx
    .select({ day: availabilityExceptions.day })
    .from(availabilityExceptions)
    .where(
      and(eq(availabilityExceptions.consultantId, consultantId), gte(availabilityExceptions.day, today)),
    );
  const filled = await tx
    .select({ day: availabilityFilledDays.day })
    .from(availabilityFilledDays)
    .where(
      and(eq(availabilityFilledDays.consultantId, consultantId), gte(availabilityFilledDays.day, today)),
    );
  const plan = planWeeklyFill({
    blocks,
    now,
    exceptionDays: new Set(exceptions.map((row) => row.day)),
    filledDays: new Set(filled.map((row) => row.day)),
  });
  let made = 0;
  if (plan.slots.length > 0) {
    // DO NOTHING also covers the no-overlap exclusion constraint: a slot already there wins.
    const rows = await tx
      .insert(availabilitySlots)
      .values(
        plan.slots.map(({ start, end, patternId }) => ({
          consultantId,
          slotStart: start,
          slotEnd: end,
          patternId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: availabilitySlots.id });
    made = rows.length;
  }
  if (plan.days.length > 0) {
    await tx
      .insert(availabilityFilledDays)
      .values(plan.days.map((day) => ({ consultantId, day })))
      .onConflictDoNothing();
  }
  return made;
}
