import { DAY_MS, MINUTE_MS } from './durations';
import { wallClockAt } from './local-day';

/** The calendar day (yyyy-mm-dd) it is in `timeZone` at `instant`. */
export const localDayOf = (instant: Date, timeZone: string): string =>
  new Date(wallClockAt(instant.getTime(), timeZone)).toISOString().slice(0, 10);

/** Whole minutes after local midnight that the wall clock of `timeZone` shows at `instant`. */
export const wallClockMinuteOf = (instant: Date, timeZone: string): number =>
  Math.floor((wallClockAt(instant.getTime(), timeZone) % DAY_MS) / MINUTE_MS);

/** The calendar day `days` after `day` (yyyy-mm-dd), whatever the zone: calendar arithmetic only. */
export const addDaysTo = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string): number => {
  const sunday0 = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
};

/**
 * The instant the wall clock of `timeZone` reads `minute` minutes after midnight on `day`, read with
 * the zone's own offset for that moment (a Berlin 09:00 is 07:00 UTC in summer, 08:00 UTC in winter).
 * A time the clocks skip (the spring-forward gap) is null; one they pass twice (autumn) is the first.
 */
export function instantAtWallClock(day: string, minute: number, timeZone: string): Date | null {
  const wanted = Date.parse(`${day}T00:00:00.000Z`) + minute * MINUTE_MS;
  // The offsets in force a day either side: at most one change lies between, so one of them is right.
  const candidates = [wanted - DAY_MS, wanted + DAY_MS]
    .map((probe) => wanted - (wallClockAt(probe, timeZone) - probe))
    .sort((a, b) => a - b);
  const exact = candidates.find((instant) => wallClockAt(instant, timeZone) === wanted);
  return exact === undefined ? null : new Date(exact);
}
