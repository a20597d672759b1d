import type { Role } from '@basisdesk/shared/auth/roles';
import { RECENT_ACTIVITY_COUNT } from '@basisdesk/shared/tickets/tickets.limits';
import { useQuery } from '@tanstack/react-query';
import { listTicketsQuery } from './list-tickets';

/** The first page of the person's tickets, newest first: its `total` is every ticket they have. */
export const recentTicketsQuery = (role: Role) =>
  listTicketsQuery(role, { page: 1, pageSize: RECENT_ACTIVITY_COUNT });

export const useRecentTickets = (role: Role) => useQuery(recentTicketsQuery(role));
