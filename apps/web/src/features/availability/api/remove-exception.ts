import {
  type RemoveExceptionResponse,
  WEEKLY_PATTERN_MESSAGES,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** DELETE ConsultantAvailability/exceptions/{day}: the pattern fills the day again. */
export const removeException = (day: string) =>
  api.delete<RemoveExceptionResponse>(`/ConsultantAvailability/exceptions/${encodeURIComponent(day)}`, {
    fallbackError: WEEKLY_PATTERN_MESSAGES.exceptionFailed,
  });

export function useRemoveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeException,
    // Refused or not, the list may be out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
