/**
 * Durations in milliseconds, with the unit in every name: a rule written in minutes or hours
 * (a token's life, a quiet period, a lease) becomes an instant arithmetic by one of these, and
 * never by a `60_000` typed again. Elapsed time only: calendar days in a zone are wall-clock.ts's.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const minutesToMs = (minutes: number): number => minutes * MINUTE_MS;
export const hoursToMs = (hours: number): number => hours * HOUR_MS;

/** The instant `ms` after `at` (before it when negative). */
export const addMs = (at: Date, ms: number): Date => new Date(at.getTime() + ms);
