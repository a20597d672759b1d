import { RATING_SCORE_MAX } from '@basisdesk/shared/ratings/ratings.limits';
import type { TicketRating } from '@basisdesk/shared/ratings/ratings.schema';

/** The three scores of a rating (spec §3), in the order people read them. */
export const RATING_SCORES = [
  { field: 'communicationProfessionalism', label: 'Communication & professionalism' },
  { field: 'resolutionQuality', label: 'Resolution quality' },
  { field: 'responseTime', label: 'Response time' },
] as const;
export type RatingScore = (typeof RATING_SCORES)[number]['field'];

/** Spec §3: the rounded mean of the three scores, or 5 if any of them is missing. */
export function ratingStars(rating: Partial<Pick<TicketRating, RatingScore>>): number {
  const scores = RATING_SCORES.map(({ field }) => rating[field]);
  const numbers = scores.filter((score): score is number => typeof score === 'number');
  if (numbers.length < scores.length) return RATING_SCORE_MAX;
  return Math.round(numbers.reduce((sum, score) => sum + score, 0) / numbers.length);
}

/** The mean of the three scores of a complete rating. */
export const ratingMean = (rating: Pick<TicketRating, RatingScore>) =>
  RATING_SCORES.reduce((sum, { field }) => sum + rating[field], 0) / RATING_SCORES.length;

export const starsText = (stars: number) => `${stars} out of ${RATING_SCORE_MAX} stars`;
