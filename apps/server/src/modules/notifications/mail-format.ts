import { isKnownTimeZone, timeZoneLabel } from '@basisdesk/shared';
import { localDayOf } from '@basisdesk/shared/common/wall-clock';

/**
 * How mails write money and times. A mail has no browser to ask for a locale: times are written in
 * US English ('10:30 AM', as the web app's default), in the recipient's own time zone with its label;
 * money as the web app writes it (₹1,500.00, grouped the Indian way).
 */

/** The recipient's zone, or UTC when they have none or it is not one this runtime knows (a mail must still go). */
export const mailTimeZone = (timeZone: string | null): string =>
  timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';

const STYLES = {
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(style: keyof typeof STYLES, instant: Date, timeZone: string): string {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format.format(instant);
}

/** 'Nov 25, 2025, 2:30 PM IST' */
export const formatDateTime = (instant: Date, timeZone: string) =>
  `${formatIn('dateTime', instant, timeZone)} ${timeZoneLabel(timeZone, instant)}`;

/**
 * 'Wednesday, November 26, 2025, 10:30 AM – 12:30 PM IST'; a session that ends on the next local
 * day names that day too, so nobody reads 11:00 PM – 1:00 AM as going backwards.
 */
export function formatSession(start: string, end: string, timeZone: string): string {
  const [from, to] = [new Date(start), new Date(end)];
  const endsSameDay = localDayOf(from, timeZone) === localDayOf(to, timeZone);
  const toText = endsSameDay
    ? formatIn('time', to, timeZone)
    : `${formatIn('day', to, timeZone)}, ${formatIn('time', to, timeZone)}`;
  return `${formatIn('day', from, timeZone)}, ${formatIn('time', from, timeZone)} – ${toText} ${timeZoneLabel(timeZone, to)}`;
}
