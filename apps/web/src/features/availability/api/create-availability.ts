import {
  AVAILABILITY_MESSAGES,
  type CreateAvailabilityBody,
  type CreateAvailabilityResponse,
} from '@basisdesk/shared/availability/availability.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** POST ConsultantAvailability: one block; the server cuts it into 30-minute slots. */
export const createAvailability = (body: CreateAvailabilityBody) =>
  api.post<CreateAvailabilityResponse>('/ConsultantAvailability', body, {
    fallbackError: AVAILABILITY_MESSAGES.createFailed,
  });

export function useCreateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
