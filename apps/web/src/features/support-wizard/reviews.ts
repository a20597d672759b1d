import type { ConsultantReview } from './api/list-consultant-reviews';

/** Spec §2 and §9: two reviews are previewed per consultant. */
export const REVIEW_PREVIEW_COUNT = 2;
export const MAX_STARS = 5;

/** Spec §3: the rounded mean of the three scores, or 5 if any of them is missing. */
export function reviewStars(
  review: Partial<
    Pick<ConsultantReview, 'communicationProfessionalism' | 'resolutionQuality' | 'responseTime'>
  >,
): number {
  const scores = [review.communicationProfessionalism, review.resolutionQuality, review.responseTime];
  const numbers = scores.filter((score): score is number => typeof score === 'number');
  if (numbers.length < scores.length) return MAX_STARS;
  return Math.round(numbers.reduce((sum, score) => sum + score, 0) / numbers.length);
}
