import { DIRECTORY_MESSAGES } from '@basisdesk/shared/consultants/consultants.messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * A rating a consultant received, as the spec's §3 "Ticket rating" names its fields. The ratings
 * contract arrives with the ratings API; until then only the fields the preview reads are typed,
 * each optional, so an answer with fewer fields still renders.
 */
export type ConsultantReview = {
  id: string;
  communicationProfessionalism?: number | null;
  resolutionQuality?: number | null;
  responseTime?: number | null;
  comments?: string | null;
  ratedByUserName?: string | null;
};

/**
 * GET TicketRatings/consultant/{id}. A 404 means the server does not offer reviews (yet): the
 * preview shows nothing rather than an error.
 */
export async function listConsultantReviews(consultantId: string): Promise<ConsultantReview[]> {
  try {
    const reviews = await api.get<unknown>(`/TicketRatings/consultant/${encodeURIComponent(consultantId)}`, {
      fallbackError: DIRECTORY_MESSAGES.fetchReviewsFailed,
    });
    return Array.isArray(reviews) ? (reviews as ConsultantReview[]) : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const consultantReviewsQuery = (consultantId: string) =>
  queryOptions({
    queryKey: ['support-wizard', 'reviews', consultantId],
    queryFn: () => listConsultantReviews(consultantId),
    staleTime: 5 * 60_000,
  });

export const useConsultantReviews = (consultantId: string) => useQuery(consultantReviewsQuery(consultantId));
