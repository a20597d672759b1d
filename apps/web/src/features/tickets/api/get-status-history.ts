import type { StatusHistoryEntry } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** GET status/history/{orderId}: every status change of a ticket, oldest first. */
export const getStatusHistory = (orderId: string, signal?: AbortSignal) =>
  api.get<StatusHistoryEntry[]>(`/status/history/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackError: 'Failed to load the status history',
  });

export const statusHistoryQuery = (orderId: string) =>
  queryOptions({
    queryKey: ticketKeys.history(orderId),
    queryFn: ({ signal }) => getStatusHistory(orderId, signal),
  });

export const useStatusHistory = (orderId: string) => useQuery(statusHistoryQuery(orderId));
