import { startOfDayIn } from '@basisdesk/shared/common/local-day';
import {
  addDaysTo,
  instantAtWallClock,
  localDayOf,
  wallClockMinuteOf,
} from '@basisdesk/shared/common/wall-clock';
import { getViewerTimeZone } from './viewer-time-zone';

/**
 * Calendar arithmetic in the viewer's time zone (their profile's, else the browser's): forms and
 * day groups speak that zone's dates and times, the API speaks ISO instants.
 */

/** The instant the viewer's calendar day of `date` began. */
export const startOfLocalDay = (date: Date, timeZone = getViewerTimeZone()): Date =>
  startOfDayIn(date, timeZone);

/** The same wall-clock time `days` calendar days later, so a daylight-saving change never shifts it. */
export function addDays(date: Date, days: number, timeZone = getViewerTimeZone()): Date {
  const day = addDaysTo(localDayOf(date, timeZone), days);
  const moved = instantAtWallClock(day, wallClockMinuteOf(date, timeZone), timeZone);
  // A wall-clock time the clocks skip that day: the same elapsed time instead.
  return moved ?? new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** yyyy-mm-dd of the viewer's calendar day: the value a date input holds, and the key of a day group. */
export const toLocalDateKey = (date: Date, timeZone = getViewerTimeZone()) => localDayOf(date, timeZone);
