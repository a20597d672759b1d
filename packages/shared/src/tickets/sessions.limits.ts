/** Booked sessions (agendas, cancel, reschedule), free of zod: the forms and the server share them. */

/** The system setting `BookingChangeCutoffHours`: whole hours before a session when a customer may no longer change it. */
export const BOOKING_CHANGE_CUTOFF_HOURS_DEFAULT = 24;
export const BOOKING_CHANGE_CUTOFF_HOURS_MIN = 0;
export const BOOKING_CHANGE_CUTOFF_HOURS_MAX = 168;

/** A consultant's or an admin's reason for releasing a session. */
export const SESSION_REASON_MIN_LENGTH = 3;
export const SESSION_REASON_MAX_LENGTH = 500;

/** The most sessions an agenda lists: the next ones, by start. */
export const UPCOMING_SESSIONS_LIMIT = 50;
