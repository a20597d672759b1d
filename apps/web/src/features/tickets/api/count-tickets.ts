import type { TicketStatus } from '@basisdesk/shared/tickets/tickets.messages';
import { useQueries } from '@tanstack/react-query';
import type { SessionRole } from '@/config/paths';
import { listTickets, TICKETS_QUERY_KEY } from './list-tickets';

export type TicketCounts = Partial<Record<TicketStatus, number>>;

/**
 * How many of the person's tickets are in each status: one request per status asking for a single
 * row and reading the page's `total`, so nothing is counted over every ticket in the browser.
 */
export function useTicketCounts(role: SessionRole, statuses: readonly TicketStatus[]) {
  return useQueries({
    queries: statuses.map((status) => ({
      queryKey: [...TICKETS_QUERY_KEY, 'count', role, status],
      queryFn: ({ signal }: { signal: AbortSignal }) => listTickets(role, { status, pageSize: 1 }, signal),
      select: (page: { total: number }) => page.total,
    })),
    combine: (results) => ({
      counts: Object.fromEntries(
        statuses.flatMap((status, index) => {
          const count = results[index]?.data;
          return count === undefined ? [] : [[status, count]];
        }),
      ) as TicketCounts,
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}

/** The sum of the counts of these statuses, or undefined while any of them is unknown. */
export function sumCounts(counts: TicketCounts, statuses: readonly TicketStatus[]): number | undefined {
  let sum = 0;
  for (const status of statuses) {
    const count = counts[status];
    if (count === undefined) return undefined;
    sum += count;
  }
  return sum;
}
