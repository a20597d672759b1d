import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { CreateTicketBody, Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { ApiError, api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

/** POST SupportRequests: books the slots and opens the ticket in one step. */
export const createSupportRequest = (body: CreateTicketBody, idempotencyKey?: string) =>
  api.post<Ticket>('/SupportRequests', body, { fallbackError: TICKET_MESSAGES.createFailed, idempotencyKey });

export const useCreateSupportRequest = () => useIdempotentMutation({ mutationFn: createSupportRequest });

/** Spec §8: a booking error whose message contains 'already booked' means another person was faster. */
export const isSlotAlreadyBooked = (error: unknown) =>
  error instanceof ApiError && /already booked/i.test(error.message);
