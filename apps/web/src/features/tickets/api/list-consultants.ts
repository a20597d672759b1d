import { DIRECTORY_MESSAGES } from '@basisdesk/shared/consultants/consultants.messages';
import type { Consultant } from '@basisdesk/shared/consultants/consultants.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** GET Users/consultants: the admin's consultant filter offers them by name. */
export const listConsultants = () =>
  api.get<Consultant[]>('/Users/consultants', { fallbackError: DIRECTORY_MESSAGES.fetchConsultantsFailed });

export const consultantsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ticketKeys.consultants(),
    queryFn: listConsultants,
    // The names barely change while the list is open.
    staleTime: 5 * 60_000,
    enabled,
  });

export const useConsultants = (enabled: boolean) => useQuery(consultantsQuery(enabled));
