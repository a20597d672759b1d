import type { TicketSla } from '@basisdesk/shared/sla/ticket-sla.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { slaKeys } from './sla-keys';

/**
 * GET SupportRequests/{orderId}/sla: the ticket's two clocks and their history. Null for a ticket
 * without clocks (booked before there were SLAs), which answers 404: there is nothing to show.
 */
export async function getTicketSla(orderId: string, signal?: AbortSignal): Promise<TicketSla | null> {
  try {
    return await api.get<TicketSla>(`/SupportRequests/${encodeURIComponent(orderId)}/sla`, {
      signal,
      fallbackError: 'Failed to load the SLA clocks',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ticketSlaQuery = (orderId: string) =>
  queryOptions({ queryKey: slaKeys.ticket(orderId), queryFn: ({ signal }) => getTicketSla(orderId, signal) });

export const useTicketSla = (orderId: string) => useQuery(ticketSlaQuery(orderId));
