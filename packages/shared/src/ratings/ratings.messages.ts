import type { TicketStatus } from '../tickets/tickets.messages';

/** Spec §9: each score is 1 to 5; the comment is optional, up to 100 characters. */
export const RATING_SCORE_MIN = 1;
export const RATING_SCORE_MAX = 5;
export const RATING_COMMENT_MAX_LENGTH = 100;

/** Spec §4 "Rating": a ticket is rated once it is closed; a paid ticket was closed before. */
export const RATEABLE_STATUSES: readonly TicketStatus[] = ['Closed', 'TopicClosed', 'Paid'];

export const RATING_MESSAGES = {
  scoresRequired: 'Please provide ratings for all categories',
  commentTooLong: `Comments must be at most ${RATING_COMMENT_MAX_LENGTH} characters`,
  /** Spec §1: the customer rates the consultant; the consultant only sees ratings. */
  onlyCustomerRates: 'Only the customer of this ticket can rate it',
  consultantOnly: 'A rating is for the consultant of this ticket',
  availableAfterClosing: 'Ratings are available after the ticket is closed.',
  alreadyRated: 'You have already rated this ticket',
  submitted: 'Rating submitted successfully',
  submitFailed: 'Failed to submit rating',
  fetchFailed: 'Failed to fetch ticket ratings',
  noRatings: 'No ratings available yet',
} as const;
