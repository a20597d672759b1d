/**
 * Calendar arithmetic in the consultant's own time zone: the form speaks local dates and times,
 * the API speaks ISO instants.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Calendar days, so a daylight-saving change never shifts the time of day. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** yyyy-mm-dd of the local calendar day: the value a date input holds, and the key of a day group. */
export const toLocalDateKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

export const formatTime = (date: Date) => timeFormat.format(date);
export const formatDay = (date: Date) => dayFormat.format(date);
export const formatDateTime = (date: Date) => `${shortDayFormat.format(date)}, ${timeFormat.format(date)}`;
export const formatTimeRange = (start: Date, end: Date) => `${formatTime(start)} – ${formatTime(end)}`;
/** 'Wed, 4 Jun, 10:00 – 10:30': a slot named without its day group around it. */
export const formatSlot = (start: Date, end: Date) =>
  `${shortDayFormat.format(start)}, ${formatTimeRange(start, end)}`;
