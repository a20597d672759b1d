import { isKnownTimeZone, timeZoneLabel } from '@basisdesk/shared';

/**
 * A receipt's dates are written in its customer's time zone with the zone's label, as every time
 * the app shows them ("7 Dec 2026, 19:30 IST"). A customer without a zone (or one this runtime
 * does not know) reads India's time: the customers pay in INR. The receipt number's year stays the
 * capture's UTC year, as receipt_counters keeps it.
 */
export const DEFAULT_RECEIPT_TIME_ZONE = 'Asia/Kolkata';

export const receiptTimeZone = (timeZone: string | null) =>
  timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_RECEIPT_TIME_ZONE;

const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let zoned = formats.get(timeZone);
  if (!zoned) {
    zoned = {
      date: new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    formats.set(timeZone, zoned);
  }
  return zoned;
}

/** '7 Dec 2026' */
export const formatReceiptDate = (at: Date, timeZone: string) => formatsOf(timeZone).date.format(at);

/** '7 Dec 2026, 19:30 IST' */
export const formatReceiptDateTime = (at: Date, timeZone: string) =>
  `${formatReceiptDate(at, timeZone)}, ${formatsOf(timeZone).time.format(at)} ${timeZoneLabel(timeZone, at)}`;
