import type { TicketSla } from '@basisdesk/shared/sla/ticket-sla.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slaKeys } from './sla-keys';

/**
 * GET SupportRequests/{orderId}/sla: the ticket's two clocks and their history; null for a ticket
 * without clocks (booked before there were SLAs): there is nothing to show.
 */
export const getTicketSla = (orderId: string, signal?: AbortSignal): Promise<TicketSla | null> =>
  api.get<TicketSla | null>(`/SupportRequests/${encodeURIComponent(orderId)}/sla`, {
    signal,
    fallbackError: 'Failed to load the SLA clocks',
  });

export const ticketSlaQuery = (orderId: string) =>
  queryOptions({ queryKey: slaKeys.ticket(orderId), queryFn: ({ signal }) => getTicketSla(orderId, signal) });

export const useTicketSla = (orderId: string) => useQuery(ticketSlaQuery(orderId));
