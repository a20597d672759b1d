/**
 * Calendar arithmetic in the viewer's own time zone: forms and day groups speak local dates and
 * times, the API speaks ISO instants.
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
