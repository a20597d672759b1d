import { RATING_MESSAGES } from '@basisdesk/shared/ratings/ratings.messages';
import type { TicketRating } from '@basisdesk/shared/ratings/ratings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ratingKeys } from './rating-keys';

/** GET TicketRatings/order/{orderId}: the ratings given on a ticket, by either side, newest first. */
export const listTicketRatings = (orderId: string, signal?: AbortSignal) =>
  api.get<TicketRating[]>(`/TicketRatings/order/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackError: RATING_MESSAGES.fetchFailed,
  });

export const ticketRatingsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ratingKeys.ticket(orderId),
    queryFn: ({ signal }) => listTicketRatings(orderId, signal),
  });

export const useTicketRatings = (orderId: string) => useQuery(ticketRatingsQuery(orderId));
