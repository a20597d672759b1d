import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { StatusOption } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** Spec §9: the status options are cached for 5 minutes. */
const STATUS_OPTIONS_CACHE_MS = 5 * 60_000;

/** GET status/options: every status with its name, badge colour and description, in workflow order. */
export const getStatusOptions = () =>
  api.get<StatusOption[]>('/status/options', { fallbackError: TICKET_MESSAGES.statusOptionsFailed });

export const statusOptionsQuery = () =>
  queryOptions({
    queryKey: ticketKeys.statusOptions(),
    queryFn: getStatusOptions,
    staleTime: STATUS_OPTIONS_CACHE_MS,
    gcTime: STATUS_OPTIONS_CACHE_MS,
  });

export const useStatusOptions = () => useQuery(statusOptionsQuery());
