import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket, UpdateTicketStatusBody } from '@basisdesk/shared/tickets/tickets.schema';
import { useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from '@/features/payments/api/payment-keys';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { ticketKeys } from './ticket-keys';

export type UpdateTicketStatusInput = { orderId: string } & UpdateTicketStatusBody;

/** PUT SupportRequests/{orderId}/status: a new status, a comment, or both; hours when a consultant closes. */
export const updateTicketStatus = ({ orderId, ...body }: UpdateTicketStatusInput, idempotencyKey?: string) =>
  api.put<Ticket>(`/SupportRequests/${encodeURIComponent(orderId)}/status`, body, {
    fallbackError: TICKET_MESSAGES.statusUpdateFailed,
    idempotencyKey,
  });

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: updateTicketStatus,
    // A refusal (changed meanwhile) also means what is on screen is out of date.
    // The payment's reads follow the ticket (a reopened ticket is no longer payable).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
}
