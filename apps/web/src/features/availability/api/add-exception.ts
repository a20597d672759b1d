import {
  type AddExceptionResponse,
  type ExceptionBody,
  WEEKLY_PATTERN_MESSAGES,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** POST ConsultantAvailability/exceptions: a day off; its free slots go, its booked sessions are named. */
export const addException = (body: ExceptionBody) =>
  api.post<AddExceptionResponse>('/ConsultantAvailability/exceptions', body, {
    fallbackError: WEEKLY_PATTERN_MESSAGES.exceptionFailed,
  });

export function useAddException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addException,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
