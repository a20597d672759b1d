import { SLOT_MINUTES } from '@basisdesk/shared/availability/availability.schema';
import { MINUTES_PER_DAY, timeOfMinutes } from '@basisdesk/shared/availability/weekly-pattern.schema';

/** The 30-minute grid a block's start can take: 00:00 to 23:30. */
export const START_TIMES = Array.from({ length: MINUTES_PER_DAY / SLOT_MINUTES }, (_, n) =>
  timeOfMinutes(n * SLOT_MINUTES),
);

/** The grid a block's end can take: 00:30 to 24:00. */
export const END_TIMES = START_TIMES.map((_, n) => timeOfMinutes((n + 1) * SLOT_MINUTES));

/** The zones this browser knows, the current one first even when it is not in the list. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}
