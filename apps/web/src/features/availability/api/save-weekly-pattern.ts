import {
  type SaveWeeklyPatternResponse,
  WEEKLY_PATTERN_MESSAGES,
  type WeeklyPatternBody,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** PUT ConsultantAvailability/weekly-pattern: the whole pattern; the server fills the window at once. */
export const saveWeeklyPattern = (body: WeeklyPatternBody) =>
  api.put<SaveWeeklyPatternResponse>('/ConsultantAvailability/weekly-pattern', body, {
    fallbackError: WEEKLY_PATTERN_MESSAGES.saveFailed,
  });

export function useSaveWeeklyPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyPattern,
    // The slot list below changes with the pattern.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
