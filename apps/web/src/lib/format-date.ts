import { timeZoneLabel } from '@basisdesk/shared/common/time-zone';
import { getViewerTimeZone } from './viewer-time-zone';

// The zone lives in its own file (the session sets it on /login too, which must not load this one).
export { getViewerTimeZone, setViewerTimeZone } from './viewer-time-zone';

/**
 * How the app writes instants: in the viewer's locale, in the viewer's time zone (their profile's,
 * else the browser's), with the zone's label next to every time ('10:30 AM IST'). The server sends
 * ISO-8601 UTC strings; the screens also hold Date objects (slots, form values): both are taken.
 * Pass `timeZone` to write the same instant in someone else's zone (the other party's local time).
 */
type Instant = Date | string;

const toDate = (value: Instant) => (typeof value === 'string' ? new Date(value) : value);

const STYLES = {
  time: { hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(style: keyof typeof STYLES, value: Instant, timeZone = getViewerTimeZone()) {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format.format(toDate(value));
}

/** 'IST', 'CET'/'CEST' (daylight saving read from the zone), 'GMT+9' where no abbreviation is common. */
export const formatZoneLabel = (value: Instant, timeZone = getViewerTimeZone()) =>
  timeZoneLabel(timeZone, toDate(value));

/** '10:30 AM IST' */
export const formatTime = (value: Instant, timeZone = getViewerTimeZone()) =>
  `${formatIn('time', value, timeZone)} ${formatZoneLabel(value, timeZone)}`;
/** '10:30 AM' without the zone: a row of the week grid, whose heading names the zone once. */
export const formatTimeOfDay = (value: Instant, timeZone = getViewerTimeZone()) =>
  formatIn('time', value, timeZone);
/** 'Thursday, June 5, 2025': the heading of a day of slots, that day in the zone. */
export const formatDay = (value: Instant, timeZone = getViewerTimeZone()) => formatIn('day', value, timeZone);
/** 'Thu, Jun 5': a column of the week grid. */
export const formatWeekday = (value: Instant, timeZone = getViewerTimeZone()) =>
  formatIn('weekdayShort', value, timeZone);
/** 'Jun 5, 2025' */
export const formatDate = (value: Instant, timeZone = getViewerTimeZone()) =>
  formatIn('date', value, timeZone);
/** 'Jun 5, 2025, 10:30 AM IST' */
export const formatDateTime = (value: Instant, timeZone = getViewerTimeZone()) =>
  `${formatIn('dateTime', value, timeZone)} ${formatZoneLabel(value, timeZone)}`;
/** '10:00 AM – 10:30 AM IST': a slot under its day's heading. */
export const formatTimeRange = (start: Instant, end: Instant, timeZone = getViewerTimeZone()) =>
  `${formatIn('time', start, timeZone)} – ${formatTime(end, timeZone)}`;
/** 'Jun 5, 2025, 10:00 AM – 10:30 AM IST': a slot named without a day heading around it. */
export const formatSlot = (start: Instant, end: Instant, timeZone = getViewerTimeZone()) =>
  `${formatIn('dateTime', start, timeZone)} – ${formatTime(end, timeZone)}`;

const monthOfYear = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' for the server's 'yyyy-mm' (a UTC month); the text itself when it is not one. */
export function formatMonth(month: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthOfYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/**
 * An instant from the messaging API: a text without a zone ('2026-11-25T10:00:00') is UTC (spec
 * §9), not the viewer's local time as `new Date` would read it. Null when it is not a date.
 */
export function parseServerDate(value: string): Date | null {
  const text = value.trim();
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const isDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text);
  const parsed = new Date(isDateTime && !hasZone ? `${text}Z` : text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const SERVER_DATE_STYLES = {
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  hourMinute: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatServerDate(value: string | null | undefined, style: keyof typeof SERVER_DATE_STYLES) {
  if (!value) return 'No date';
  const parsed = parseServerDate(value);
  if (!parsed) return 'Invalid date';
  const timeZone = getViewerTimeZone();
  const key = `server-${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...SERVER_DATE_STYLES[style], timeZone });
    formats.set(key, format);
  }
  return `${format.format(parsed)} ${timeZoneLabel(timeZone, parsed)}`;
}

/** 'Nov 25, 2:30 PM IST' (spec §9 'MMM d, h:mm a', with the zone): a conversation's last message in the list. */
export const formatConversationTime = (value: string | null | undefined) =>
  formatServerDate(value, 'monthDayTime');
/** '2:30 PM IST' (spec §9 'h:mm a', with the zone): a message in the thread. */
export const formatMessageTime = (value: string | null | undefined) => formatServerDate(value, 'hourMinute');
