/** Ticket limits (spec §5, §9), free of zod: the forms and the server check the same numbers. */

export const DESCRIPTION_MAX_LENGTH = 5000;

/**
 * A request's title (decision 052), in characters after trimming: long enough to say something,
 * short enough to sit beside the ticket number in a list row, a mail subject and an invite.
 */
export const TITLE_MIN_LENGTH = 5;
export const TITLE_MAX_LENGTH = 120;

export const COMMENT_MAX_LENGTH = 1000;

/** Hours worked: at least 0.1; the manage tab allows up to 100, the list's status dialog up to 24 (spec §5). */
export const MIN_HOURS_WORKED = 0.1;
export const MAX_HOURS_WORKED = 100;

export const MAX_HOURS_WORKED_LIST_DIALOG = 24;

/** The most slots one request books: a full 8-hour block. */
export const MAX_SLOTS_PER_TICKET = 16;

/** The monthly sequence is 5 digits: the 100,000th ticket of a month is refused, never wrapped. */
export const MAX_TICKETS_PER_MONTH = 99_999;

/** The dashboard's Recent Activity. */
export const RECENT_ACTIVITY_COUNT = 4;

/** The detail dialog shows this many characters of a description before 'Show More'. */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

/**
 * A filtered list's total is counted up to this many; beyond it the list says "10,000+" (counting
 * every match of a broad filter over millions of tickets costs more than the page itself).
 */
export const TICKET_COUNT_CAP = 10_000;

/**
 * A text search's total is counted up to this many; beyond it the list says "200+". A common
 * word is in a large share of all tickets, and counting its matches is most of a search's cost
 * (decision 027); past ten pages, the exact number tells nobody anything the first pages do not:
 * a search that finds more is narrowed, not read to its end.
 */
export const SEARCH_COUNT_CAP = 200;

/**
 * The system setting `MaxUnpaidBookedHours`: the most hours of sessions still ahead that one
 * customer may hold on tickets not yet paid. Without it one account could book every free slot of
 * the platform (OWASP API6: unrestricted access to a business flow).
 */
export const UNPAID_BOOKED_HOURS_DEFAULT = 24;
export const UNPAID_BOOKED_HOURS_MIN = 1;
export const UNPAID_BOOKED_HOURS_MAX = 500;
