import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** DELETE ConsultantAvailability/{slotId}: free, unexpired slots only (the server answers 409 otherwise). */
export const deleteAvailabilitySlot = (slotId: string) =>
  api.delete<void>(`/ConsultantAvailability/${encodeURIComponent(slotId)}`, {
    fallbackError: AVAILABILITY_MESSAGES.deleteFailed,
  });

export function useDeleteAvailabilitySlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailabilitySlot,
    // A refused delete (booked meanwhile) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
