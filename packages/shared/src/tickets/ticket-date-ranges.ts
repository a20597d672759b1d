/** The ticket list's date filter (spec §2), free of zod so light pages can use them. */

/** The list's date filter: today, or the last 7, 30 or 90 days. */
export const DATE_RANGES = ['today', 'week', 'month', 'quarter'] as const;

export type DateRange = (typeof DATE_RANGES)[number];

export const DATE_RANGE_DAYS: Record<Exclude<DateRange, 'today'>, number> = {
  week: 7,
  month: 30,
  quarter: 90,
};
