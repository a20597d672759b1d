import { RATING_MESSAGES } from '@basisdesk/shared/ratings/ratings.messages';
import type { CreateTicketRatingInput, TicketRating } from '@basisdesk/shared/ratings/ratings.schema';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { ratingKeys } from './rating-keys';

/** POST TicketRatings: the customer rates the ticket's consultant. */
export const createTicketRating = (body: CreateTicketRatingInput, idempotencyKey?: string) =>
  api.post<TicketRating>('/TicketRatings', body, {
    fallbackError: RATING_MESSAGES.submitFailed,
    idempotencyKey,
  });

export function useCreateTicketRating() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createTicketRating,
    // Also after a refusal (rated meanwhile in another tab): the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
