import type { SupportRequestStats } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/** GET Admin/support-requests/stats: totals counted by the database for the admin dashboard. */
export const getSupportRequestStats = () =>
  api.get<SupportRequestStats>('/Admin/support-requests/stats', {
    fallbackError: 'Failed to load support request statistics',
  });

export const supportRequestStatsQuery = () =>
  queryOptions({ queryKey: ticketKeys.stats(), queryFn: getSupportRequestStats });

export const useSupportRequestStats = () => useQuery(supportRequestStatsQuery());
