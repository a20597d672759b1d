import { addDaysTo, instantAtWallClock, localDayOf, weekdayOf } from '../common/wall-clock';
import { SLOT_MINUTES, SLOT_MS } from './availability.limits';
import { PATTERN_FILL_DAYS } from './weekly-pattern.limits';

/** One block of a weekly pattern as it is stored: ISO weekday, minutes after local midnight, zone. */
export interface PatternBlock {
  id: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  timeZone: string;
}

/** A slot the weekly pattern makes: its 30 minutes and the block it came from. */
export interface PatternSlot {
  start: Date;
  end: Date;
  patternId: string;
}

export interface WeeklyFillPlan {
  /** The days this fill takes care of: filled from now on, whatever slots they got. */
  days: string[];
  slots: PatternSlot[];
}

/** Today and the next 7 days in the zone: the days the weekly pattern keeps filled. */
export function fillWindow(now: Date, timeZone: string): string[] {
  const today = localDayOf(now, timeZone);
  return Array.from({ length: PATTERN_FILL_DAYS + 1 }, (_, offset) => addDaysTo(today, offset));
}

/**
 * The slots the weekly pattern makes on the days of the window that are neither filled yet nor
 * exceptions: each block's local wall-clock times, turned into instants with the zone's offset
 * of that very day, in 30-minute steps. Times the clocks skip make no slot; slots already begun
 * are left out. Overlaps with existing slots are the database's to skip. The server's hourly fill
 * and the demo seed's first fill both plan with it (decision 022).
 */
export function planWeeklyFill({
  blocks,
  now,
  exceptionDays,
  filledDays,
}: {
  blocks: readonly PatternBlock[];
  now: Date;
  exceptionDays: ReadonlySet<string>;
  filledDays: ReadonlySet<string>;
}): WeeklyFillPlan {
  const timeZone = blocks[0]?.timeZone;
  if (!timeZone) return { days: [], slots: [] };
  const days = fillWindow(now, timeZone).filter((day) => !filledDays.has(day) && !exceptionDays.has(day));
  const slots: PatternSlot[] = [];
  for (const day of days) {
    const weekday = weekdayOf(day);
    for (const block of blocks) {
      if (block.weekday !== weekday) continue;
      for (let minute = block.startMinute; minute + SLOT_MINUTES <= block.endMinute; minute += SLOT_MINUTES) {
        const start = instantAtWallClock(day, minute, block.timeZone);
        if (!start || start.getTime() < now.getTime()) continue;
        // Thirty real minutes, also across the autumn change, so slots never overlap one another.
        slots.push({ start, end: new Date(start.getTime() + SLOT_MS), patternId: block.id });
      }
    }
  }
  return { days, slots };
}
