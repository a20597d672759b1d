import { z } from 'zod';
import { idSchema } from '../common/primitives.schema';
import { PAYMENT_STATUSES, TICKET_STATUSES } from '../tickets/ticket-statuses';

export * from './live.events';
export * from './live.limits';
export * from './live.messages';

/** How long a stream ticket stays redeemable, and only once (decision 018). */
export const LIVE_TICKET_TTL_SECONDS = 30;

/** POST /api/live/ticket: a short-lived, single-use ticket for GET /api/live/stream. */
export const liveTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

/** GET /api/live/stream's query: the ticket, and the last event id seen when reconnecting with a new ticket. */
export const liveStreamQuerySchema = z.object({
  ticket: z.string().min(1).max(200),
  lastEventId: z.coerce.number().int().nonnegative().optional(),
});

/**
 * A ticket's status changed (or its payment status): its people refetch it. Consultants get the
 * status they are shown and never the payment status.
 */
export const ticketUpdatedEventDataSchema = z.object({
  orderId: idSchema,
  status: z.enum(TICKET_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
});
export type TicketUpdatedEventData = z.infer<typeof ticketUpdatedEventDataSchema>;
