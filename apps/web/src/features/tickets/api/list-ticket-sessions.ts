import type { TicketSessionDetail } from '@basisdesk/shared/tickets/sessions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** GET SupportRequests/{orderId}/sessions: the ticket's sessions with what the viewer may do. */
export const listTicketSessions = (orderId: string, signal?: AbortSignal) =>
  api.get<TicketSessionDetail[]>(`/SupportRequests/${encodeURIComponent(orderId)}/sessions`, {
    signal,
    fallbackError: 'Failed to load the sessions',
  });

export const ticketSessionsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ticketKeys.sessions(orderId),
    queryFn: ({ signal }) => listTicketSessions(orderId, signal),
  });

export const useTicketSessions = (orderId: string) => useQuery(ticketSessionsQuery(orderId));
