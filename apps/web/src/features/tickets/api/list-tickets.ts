import type { Role } from '@basisdesk/shared/auth/roles';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { TicketPage } from '@basisdesk/shared/tickets/tickets.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getViewerTimeZone } from '@/lib/format-date';
import { toQueryString } from '@/lib/query-string';
import { type TicketListParams, ticketKeys } from './ticket-keys';

/** Each role reads its own list (spec §7): customers their tickets, consultants their assigned ones. */
const LIST_PATHS: Record<Role, string> = {
  Customer: '/SupportRequests/recent/user',
  Consultant: '/SupportRequests/recent/consultant',
  Admin: '/SupportRequests',
};

/** One page of tickets, newest first, filtered by the server. */
export function listTickets(role: Role, params: TicketListParams, signal?: AbortSignal) {
  // "Today" is the person's day, not the server's: it starts at their midnight.
  const timeZone = params.date ? (params.timeZone ?? getViewerTimeZone()) : undefined;
  return api.get<TicketPage>(
    `${LIST_PATHS[role]}${toQueryString({ ...params, ...(timeZone && { timeZone }) })}`,
    {
      signal,
      fallbackError: TICKET_MESSAGES.fetchRecentFailed,
    },
  );
}

export const listTicketsQuery = (role: Role, params: TicketListParams) =>
  queryOptions({
    queryKey: ticketKeys.list(role, params),
    queryFn: ({ signal }) => listTickets(role, params, signal),
    // Paging and filtering keep the old cards on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useTickets = (role: Role, params: TicketListParams) => useQuery(listTicketsQuery(role, params));
