import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** GET SupportRequests/{orderId}: one ticket, for the detail dialog (a deep link may name any page's). */
export const getTicket = (orderId: string, signal?: AbortSignal) =>
  api.get<Ticket>(`/SupportRequests/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackError: TICKET_MESSAGES.ticketNotFound,
  });

export const ticketQuery = (orderId: string, placeholder?: Ticket) =>
  queryOptions({
    queryKey: ticketKeys.detail(orderId),
    queryFn: ({ signal }) => getTicket(orderId, signal),
    // The card's copy shows at once; the server's fresh copy replaces it.
    placeholderData: placeholder,
  });

export const useTicket = (orderId: string, placeholder?: Ticket) =>
  useQuery(ticketQuery(orderId, placeholder));

/**
 * The server answers 404 for an unknown or someone else's ticket and 400 for an id that is not
 * one: either way there is no ticket to show, and asking again will not change that.
 */
export const isMissingTicket = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
