/** The week grid's own words: the same in the booking wizard and the reschedule dialog. */
export const WEEK_GRID_TEXTS = {
  gridLabel: 'Time slots over the next 7 days',
  timeColumn: 'Time',
  booked: 'Booked',
  past: 'Past',
  noSlotsThatDay: 'No time slots this day.',
} as const;
