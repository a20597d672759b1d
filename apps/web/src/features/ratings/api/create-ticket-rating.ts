import { RATING_MESSAGES } from '@basisdesk/shared/ratings/ratings.messages';
import type { CreateTicketRatingInput, TicketRating } from '@basisdesk/shared/ratings/ratings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ratingKeys } from './rating-keys';

/** POST TicketRatings: the customer rates the ticket's consultant. */
export const createTicketRating = (body: CreateTicketRatingInput) =>
  api.post<TicketRating>('/TicketRatings', body, { fallbackError: RATING_MESSAGES.submitFailed });

export function useCreateTicketRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicketRating,
    // Also after a refusal (rated meanwhile in another tab): the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
