import { SLOT_MINUTES } from '@basisdesk/shared/availability/availability.schema';
import { MINUTES_PER_DAY, timeOfMinutes } from '@basisdesk/shared/availability/weekly-pattern.schema';

/** The times a block can start at on a grid of `stepMinutes` (00:00 onwards) and end at (one step to 24:00). */
export function timeGrid(stepMinutes: number): { starts: string[]; ends: string[] } {
  const starts = Array.from({ length: MINUTES_PER_DAY / stepMinutes }, (_, n) =>
    timeOfMinutes(n * stepMinutes),
  );
  return { starts, ends: starts.map((_, n) => timeOfMinutes((n + 1) * stepMinutes)) };
}

/** The booking grid: a consultant's blocks become 30-minute slots. */
export const SLOT_TIMES = timeGrid(SLOT_MINUTES);

/** The grid's times and, in its place, a stored time off the grid, so its field shows what is stored. */
export function withTime(times: readonly string[], time: string): readonly string[] {
  if (!time || times.includes(time)) return times;
  return [...times, time].sort();
}

/** The zones this browser knows, the current one first even when it is not in the list. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}
