/**
 * How the app writes instants, in the viewer's own locale and time zone. The server sends
 * ISO-8601 UTC strings; the screens also hold Date objects (slots, form values): both are taken.
 */
type Instant = Date | string;

const toDate = (value: Instant) => (typeof value === 'string' ? new Date(value) : value);

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '10:30 AM' */
export const formatTime = (value: Instant) => time.format(toDate(value));
/** 'Thursday, June 5, 2025': the heading of a day of slots. */
export const formatDay = (value: Instant) => day.format(toDate(value));
/** 'Jun 5, 2025' */
export const formatDate = (value: Instant) => date.format(toDate(value));
/** 'Jun 5, 2025, 10:30 AM' */
export const formatDateTime = (value: Instant) => dateTime.format(toDate(value));
/** '10:00 AM – 10:30 AM': a slot under its day's heading. */
export const formatTimeRange = (start: Instant, end: Instant) => `${formatTime(start)} – ${formatTime(end)}`;
/** 'Jun 5, 2025, 10:00 AM – 10:30 AM': a slot named without a day heading around it. */
export const formatSlot = (start: Instant, end: Instant) => `${formatDateTime(start)} – ${formatTime(end)}`;

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

const monthDayTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const hourMinute = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function formatServerDate(value: string | null | undefined, format: Intl.DateTimeFormat) {
  if (!value) return 'No date';
  const parsed = parseServerDate(value);
  return parsed ? format.format(parsed) : 'Invalid date';
}

/** 'Nov 25, 2:30 PM' (spec §9 'MMM d, h:mm a'): a conversation's last message in the list. */
export const formatConversationTime = (value: string | null | undefined) =>
  formatServerDate(value, monthDayTime);
/** '2:30 PM' (spec §9 'h:mm a'): a message in the thread. */
export const formatMessageTime = (value: string | null | undefined) => formatServerDate(value, hourMinute);
