import { SESSION_MESSAGES } from '@basisdesk/shared/tickets/sessions.messages';
import type { CancelSessionBody, TicketSessionDetail } from '@basisdesk/shared/tickets/sessions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { availabilityKeys } from '@/features/availability/api/availability-keys';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { ticketKeys } from './ticket-keys';

export type CancelSessionInput = { orderId: string; sessionId: string } & CancelSessionBody;

/** POST SupportRequests/{orderId}/sessions/{sessionId}/cancel: the customer cancels, the consultant or an admin releases. */
export const cancelSession = ({ orderId, sessionId, ...body }: CancelSessionInput, idempotencyKey?: string) =>
  api.post<TicketSessionDetail[]>(
    `/SupportRequests/${encodeURIComponent(orderId)}/sessions/${encodeURIComponent(sessionId)}/cancel`,
    body,
    { fallbackError: SESSION_MESSAGES.cancelFailed, idempotencyKey },
  );

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: cancelSession,
    // A refusal (changed meanwhile, past the cut-off) also means the screen is out of date; the
    // freed slots are the consultant's availability again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      ]),
  });
}
