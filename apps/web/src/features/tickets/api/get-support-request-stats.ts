import type { SupportRequestStats } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TICKETS_QUERY_KEY } from './list-tickets';

/** GET Admin/support-requests/stats: totals counted by the database for the admin dashboard. */
export const getSupportRequestStats = () =>
  api.get<SupportRequestStats>('/Admin/support-requests/stats', {
    fallbackError: 'Failed to load support request statistics',
  });

export const supportRequestStatsQuery = () =>
  queryOptions({ queryKey: [...TICKETS_QUERY_KEY, 'stats'], queryFn: getSupportRequestStats });

export const useSupportRequestStats = () => useQuery(supportRequestStatsQuery());
