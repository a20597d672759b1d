import { RATING_COMMENT_MAX_LENGTH } from './ratings.limits';

/** The spec's rating words, free of zod so light pages can use them. */

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
