const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The server's times are ISO-8601 UTC; people read them in their own zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

/** 'Oct 14, 2025, 10:00 AM – 10:30 AM': a booked slot on one line. */
export const formatSlot = (slot: { slotStartTime: string; slotEndTime: string }) =>
  `${dateTime.format(new Date(slot.slotStartTime))} – ${time.format(new Date(slot.slotEndTime))}`;

/** Hours worked as people write them: 1.5 h, never 1.5000000001 h. */
export const formatHours = (hours: number) => `${Number(hours.toFixed(2))} h`;
