import { DIRECTORY_MESSAGES } from '@basisdesk/shared/consultants/consultants.messages';
import type { TicketRating } from '@basisdesk/shared/ratings/ratings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ratingKeys } from './rating-keys';

export type ConsultantReview = TicketRating;

/** GET TicketRatings/consultant/{id}: the consultant's reviews, newest first. */
export const listConsultantReviews = (consultantId: string) =>
  api.get<ConsultantReview[]>(`/TicketRatings/consultant/${encodeURIComponent(consultantId)}`, {
    fallbackError: DIRECTORY_MESSAGES.fetchReviewsFailed,
  });

export const consultantReviewsQuery = (consultantId: string) =>
  queryOptions({
    queryKey: ratingKeys.consultant(consultantId),
    queryFn: () => listConsultantReviews(consultantId),
    staleTime: 5 * 60_000,
  });

export const useConsultantReviews = (consultantId: string) => useQuery(consultantReviewsQuery(consultantId));
