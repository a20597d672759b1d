import type { Role } from '@basisdesk/shared/auth/roles';
import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import type { TicketStatusCounts } from '@basisdesk/shared/tickets/tickets.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export type TicketCounts = Partial<Record<TicketStatus, number>>;

/** The per-status counts of the person's own list: customers their tickets, consultants their assigned ones. */
const COUNT_PATHS: Record<Exclude<Role, 'Admin'>, string> = {
  Customer: '/SupportRequests/counts/user',
  Consultant: '/SupportRequests/counts/consultant',
};

/**
 * How many of the person's tickets there are in all and in each status, counted by the server in
 * one request. A consultant's paid tickets come counted under Closed, as their list shows them.
 */
export const ticketCountsQuery = (role: Exclude<Role, 'Admin'>) =>
  queryOptions({
    queryKey: ticketKeys.counts(role),
    queryFn: ({ signal }) =>
      api.get<TicketStatusCounts>(COUNT_PATHS[role], {
        signal,
        fallbackError: 'Failed to load ticket counts',
      }),
    select: (answer) => ({
      total: answer.total,
      counts: Object.fromEntries(answer.byStatus.map((row) => [row.status, row.count])) as TicketCounts,
    }),
  });

export const useTicketCounts = (role: Exclude<Role, 'Admin'>) => useQuery(ticketCountsQuery(role));

/** The sum of the counts of these statuses, or undefined while the counts are unknown. */
export function sumCounts(
  counts: TicketCounts | undefined,
  statuses: readonly TicketStatus[],
): number | undefined {
  if (!counts) return undefined;
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}
