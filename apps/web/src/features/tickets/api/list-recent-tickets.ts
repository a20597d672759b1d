import type { Role } from '@basisdesk/shared/auth/roles';
import { RECENT_ACTIVITY_COUNT } from '@basisdesk/shared/tickets/tickets.limits';
import { useTickets } from './list-tickets';

/** The first page of the person's tickets, newest first: its `total` is every ticket they have. */
export const useRecentTickets = (role: Role) =>
  useTickets(role, { page: 1, pageSize: RECENT_ACTIVITY_COUNT });
