import {
  type ExceptionList,
  WEEKLY_PATTERN_MESSAGES,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** GET ConsultantAvailability/exceptions: the days off from today on, in the pattern's zone. */
export const listExceptions = () =>
  api.get<ExceptionList>('/ConsultantAvailability/exceptions', {
    fallbackError: WEEKLY_PATTERN_MESSAGES.fetchFailed,
  });

export const exceptionsQuery = () =>
  queryOptions({ queryKey: availabilityKeys.exceptions(), queryFn: listExceptions, staleTime: 5 * 60_000 });

export const useExceptions = () => useQuery(exceptionsQuery());
