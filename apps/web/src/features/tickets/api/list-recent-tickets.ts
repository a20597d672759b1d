import { RECENT_ACTIVITY_COUNT } from '@basisdesk/shared/tickets/tickets.messages';
import type { SessionRole } from '@/config/paths';
import { useTickets } from './list-tickets';

/** The first page of the person's tickets, newest first: its `total` is every ticket they have. */
export const useRecentTickets = (role: SessionRole) =>
  useTickets(role, { page: 1, pageSize: RECENT_ACTIVITY_COUNT });
