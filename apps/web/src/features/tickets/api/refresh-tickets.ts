import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/**
 * Marks every ticket read stale (lists, counts, the detail, figures): what a payment or a refund
 * changes besides the payment's own reads, which the payments feature refreshes itself.
 */
export const refreshTickets = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ticketKeys.all });

export function useRefreshTickets() {
  const queryClient = useQueryClient();
  return () => refreshTickets(queryClient);
}
