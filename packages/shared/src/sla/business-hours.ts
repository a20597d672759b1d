import { minutesOfTime } from '../availability/weekly-pattern.schema';
import { DAY_MS } from '../common/durations';
import { addDaysTo, instantAtWallClock, localDayOf, weekdayOf } from '../common/wall-clock';

/**
 * When people work: hours per ISO weekday on the wall clock of a zone (a consultant's weekly
 * pattern, or the platform's calendar), less the holidays. The SLA clock counts business-hour
 * targets only inside these hours; the zone's own offsets are read, so a day that changes its
 * clocks still has the hours its wall clock shows (09:00–17:00 is eight hours on every day).
 */
export interface BusinessCalendar {
  timeZone: string;
  /** Blocks of one weekday do not overlap ('HH:mm', 24:00 the end of the day). */
  hours: Array<{ weekday: number; start: string; end: string }>;
  /** Days off for everyone (yyyy-mm-dd in the calendar's zone). */
  holidays: string[];
}

/** How a target counts: inside business hours, or around the clock. */
export type WorkingTime = BusinessCalendar | 'always';

/**
 * Searching further than this for working time gives up: a calendar whose hours fall only on its
 * holidays has none, and a due instant two years out says nothing a person could act on.
 */
const SEARCH_DAYS = 2 * 366;

/** Whole-day steps past a skipped wall-clock time: the spring gap is 30 or 60 minutes on the :00/:30 grid. */
const GAP_STEP_MINUTES = 15;

/**
 * The instant the wall clock reads `minute` on `day`; a time the clocks skip is the moment they
 * jump (the first time that exists after it), so a block that starts in the gap starts there.
 */
function instantOf(day: string, minute: number, timeZone: string): number {
  if (minute >= 24 * 60) return instantOf(addDaysTo(day, 1), minute - 24 * 60, timeZone);
  for (let probe = minute; probe < 24 * 60; probe += GAP_STEP_MINUTES) {
    const instant = instantAtWallClock(day, probe, timeZone);
    if (instant) return instant.getTime();
  }
  return instantOf(addDaysTo(day, 1), 0, timeZone);
}

const holidaySets = new WeakMap<BusinessCalendar, ReadonlySet<string>>();

/** The working spans of one local day, in order, as [start, end) instants in milliseconds. */
function spansOf(calendar: BusinessCalendar, day: string): Array<[number, number]> {
  let holidays = holidaySets.get(calendar);
  if (!holidays) {
    holidays = new Set(calendar.holidays);
    holidaySets.set(calendar, holidays);
  }
  if (holidays.has(day)) return [];
  const weekday = weekdayOf(day);
  const spans: Array<[number, number]> = [];
  for (const block of calendar.hours) {
    const start = minutesOfTime(block.start);
    const end = minutesOfTime(block.end);
    if (block.weekday !== weekday || start === null || end === null || end <= start) continue;
    const span: [number, number] = [
      instantOf(day, start, calendar.timeZone),
      instantOf(day, end, calendar.timeZone),
    ];
    if (span[1] > span[0]) spans.push(span);
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** The local days whose hours can touch [from, …): from the day before `from`'s, as a day's hours may run past its end in UTC. */
function* daysFrom(calendar: BusinessCalendar, from: number): Generator<string> {
  const first = addDaysTo(localDayOf(new Date(from), calendar.timeZone), -1);
  for (let index = 0; index <= SEARCH_DAYS; index++) yield addDaysTo(first, index);
}

/** Working time between two instants (0 when `to` is not after `from`). */
export function workingMsBetween(working: WorkingTime, from: Date, to: Date): number {
  const [start, end] = [from.getTime(), to.getTime()];
  if (end <= start) return 0;
  if (working === 'always') return end - start;
  let total = 0;
  for (const day of daysFrom(working, start)) {
    // A local day begins at most 14 hours from its date's UTC midnight: one a day after `to` is past it.
    if (Date.parse(`${day}T00:00:00.000Z`) > end + DAY_MS) break;
    for (const [spanStart, spanEnd] of spansOf(working, day)) {
      const overlap = Math.min(spanEnd, end) - Math.max(spanStart, start);
      if (overlap > 0) total += overlap;
    }
  }
  return total;
}

/**
 * The instant `ms` of working time after `from` is over; `from` itself for none. Null when the
 * calendar has no working time within two years of `from`.
 */
export function addWorkingMs(working: WorkingTime, from: Date, ms: number): Date | null {
  if (ms <= 0) return from;
  if (working === 'always') return new Date(from.getTime() + ms);
  let remaining = ms;
  let counted = from.getTime();
  for (const day of daysFrom(working, counted)) {
    for (const [spanStart, spanEnd] of spansOf(working, day)) {
      const low = Math.max(spanStart, counted);
      if (spanEnd <= low) continue;
      if (spanEnd - low >= remaining) return new Date(low + remaining);
      remaining -= spanEnd - low;
      counted = spanEnd;
    }
  }
  return null;
}
