import {
  WEEKLY_PATTERN_MESSAGES,
  type WeeklyPattern,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** GET ConsultantAvailability/weekly-pattern: the signed-in consultant's own pattern. */
export const getWeeklyPattern = () =>
  api.get<WeeklyPattern>('/ConsultantAvailability/weekly-pattern', {
    fallbackError: WEEKLY_PATTERN_MESSAGES.fetchFailed,
  });

export const weeklyPatternQuery = () =>
  queryOptions({
    queryKey: availabilityKeys.weeklyPattern(),
    queryFn: getWeeklyPattern,
    staleTime: 5 * 60_000,
  });

export const useWeeklyPattern = () => useQuery(weeklyPatternQuery());
