/** Availability limits (spec §5, §9), free of zod: the form and the server check the same numbers. */

export const SLOT_MINUTES = 30;

export const MAX_BLOCK_HOURS = 8;

/** A start this far in the past is still accepted: the form's clock and the server's may differ. */
export const PAST_TOLERANCE_MS = 60_000;

/** Slots can be published from today up to this many days ahead. */
export const AVAILABILITY_WINDOW_DAYS = 7;

/** The form's duration choices in minutes: 30 minutes, then 1 to 8 hours. */
export const DURATION_CHOICES_MINUTES = [30, 60, 120, 180, 240, 300, 360, 420, 480] as const;

/** The longest date range one availability read may cover. */
export const MAX_RANGE_DAYS = 31;

export const SLOT_MS = SLOT_MINUTES * 60_000;
