const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
const shortDayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

export const formatTimeRange = (start: Date, end: Date) =>
  `${timeFormat.format(start)} – ${timeFormat.format(end)}`;
/** 'Thursday, 5 June': the heading of a day of slots. */
export const formatDay = (date: Date) => dayFormat.format(date);
/** 'Thu, 5 Jun, 10:00 – 10:30': a slot named without its day around it. */
export const formatSlot = (start: Date, end: Date) =>
  `${shortDayFormat.format(start)}, ${formatTimeRange(start, end)}`;

/** '1.5 hours', '1 hour'. */
export const formatHours = (hours: number) => `${Number(hours.toFixed(2))} hour${hours === 1 ? '' : 's'}`;
