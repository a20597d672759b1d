import { DAY_MS } from './durations';

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `instant`, as milliseconds of the same reading in UTC (seconds precision). */
export function wallClockAt(instant: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23: midnight reads 00, never 24.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const clock = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(instant)) {
    if (part.type in clock) clock[part.type as keyof typeof clock] = Number(part.value);
  }
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** How far the zone's clock is ahead of UTC at `instant`. */
const offsetAt = (instant: number, timeZone: string) =>
  wallClockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * The instant the day of `now` began in `timeZone`: its midnight, or, where clocks jump over
 * midnight (Asia/Beirut in spring), the first moment that day has; where midnight happens twice, the
 * first. Any time zone Intl knows; no DST rule is assumed, the zone's own offsets are read.
 */
export function startOfDayIn(now: Date, timeZone: string): Date {
  const midnight = Math.floor(wallClockAt(now.getTime(), timeZone) / DAY_MS) * DAY_MS;
  // Midnight read with the offset in force a day before and a day after: at most one change lies
  // between, so one of the two is right unless midnight itself was skipped.
  const earlier = midnight - offsetAt(midnight - DAY_MS, timeZone);
  const later = midnight - offsetAt(midnight + DAY_MS, timeZone);
  const candidates = [earlier, later].sort((a, b) => a - b);
  const exact = candidates.find((instant) => wallClockAt(instant, timeZone) === midnight);
  if (exact !== undefined) return new Date(exact);
  // Midnight was skipped: the day began at the first second whose wall clock is on that day.
  let [low, high] = [candidates[0] ?? midnight, candidates[1] ?? midnight];
  if (wallClockAt(high, timeZone) < midnight) high = now.getTime();
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (wallClockAt(middle, timeZone) >= midnight) high = middle;
    else low = middle;
  }
  return new Date(high);
}
