/** Ticket priorities (spec §3), free of zod so light pages can use them. */

export const PRIORITIES = ['Low', 'Medium', 'High', 'VeryHigh'] as const;

export type Priority = (typeof PRIORITIES)[number];

export const PRIORITY_LABELS: Record<Priority, string> = {
  Low: 'Low',
  Medium: 'Medium',
  High: 'High',
  VeryHigh: 'Very High',
};

/** The priority digit of a ticket number (DESIGN §6). */
export const PRIORITY_DIGITS: Record<Priority, string> = { Low: '0', Medium: '1', High: '2', VeryHigh: '3' };
