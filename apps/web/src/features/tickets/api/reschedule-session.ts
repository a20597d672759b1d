import { SESSION_MESSAGES } from '@basisdesk/shared/tickets/sessions.messages';
import type { RescheduleSessionBody, TicketSessionDetail } from '@basisdesk/shared/tickets/sessions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { availabilityKeys } from '@/features/availability/api/availability-keys';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { ticketKeys } from './ticket-keys';

export type RescheduleSessionInput = { orderId: string; sessionId: string } & RescheduleSessionBody;

/** POST SupportRequests/{orderId}/sessions/{sessionId}/reschedule: the session onto other free slots. */
export const rescheduleSession = (
  { orderId, sessionId, ...body }: RescheduleSessionInput,
  idempotencyKey?: string,
) =>
  api.post<TicketSessionDetail[]>(
    `/SupportRequests/${encodeURIComponent(orderId)}/sessions/${encodeURIComponent(sessionId)}/reschedule`,
    body,
    { fallbackError: SESSION_MESSAGES.rescheduleFailed, idempotencyKey },
  );

export function useRescheduleSession() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: rescheduleSession,
    // On a 409 too: the sessions and the consultant's free slots (availability's) are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      ]),
  });
}
