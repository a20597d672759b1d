import type { StatusHistoryEntry } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TICKETS_QUERY_KEY } from './list-tickets';

/** GET status/history/{orderId}: every status change of a ticket, oldest first. */
export const getStatusHistory = (orderId: string, signal?: AbortSignal) =>
  api.get<StatusHistoryEntry[]>(`/status/history/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackError: 'Failed to load the status history',
  });

export const statusHistoryQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...TICKETS_QUERY_KEY, 'history', orderId],
    queryFn: ({ signal }) => getStatusHistory(orderId, signal),
  });

export const useStatusHistory = (orderId: string) => useQuery(statusHistoryQuery(orderId));
