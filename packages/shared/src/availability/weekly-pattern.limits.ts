/** Weekly availability limits, free of zod: the editor and the server check the same numbers. */

/** Seven weekdays with three blocks each is more than any consultant has asked for. */
export const MAX_PATTERN_BLOCKS = 21;

/** Exception days can be marked from today up to this many days ahead (in the pattern's zone). */
export const EXCEPTION_HORIZON_DAYS = 60;

/** The pattern makes slots on the days from today up to this many days ahead: the spec's slot window. */
export const PATTERN_FILL_DAYS = 7;

/** ISO weekdays: index 0 is weekday 1, Monday. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const MINUTES_PER_DAY = 24 * 60;
