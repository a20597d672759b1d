import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket, UpdateTicketPriorityBody } from '@basisdesk/shared/tickets/tickets.schema';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { ticketKeys } from './ticket-keys';

export type UpdateTicketPriorityInput = { orderId: string } & UpdateTicketPriorityBody;

/** PUT SupportRequests/{orderId}/priority: its consultant or an admin re-rates it; its SLA clocks restart. */
export const updateTicketPriority = (
  { orderId, ...body }: UpdateTicketPriorityInput,
  idempotencyKey?: string,
) =>
  api.put<Ticket>(`/SupportRequests/${encodeURIComponent(orderId)}/priority`, body, {
    fallbackError: TICKET_MESSAGES.priorityFailed,
    idempotencyKey,
  });

export function useUpdateTicketPriority() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: updateTicketPriority,
    // Every ticket read shows the priority, and its SLA clocks (under the tickets key) restart.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
