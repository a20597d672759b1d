import { z } from 'zod';
import { meetingPlaceSchema } from '../consultants/meeting-link';
import { SESSION_REASON_MAX_LENGTH, SESSION_REASON_MIN_LENGTH } from './sessions.limits';
import { SESSION_MESSAGES } from './sessions.messages';
import { TICKET_STATUSES } from './ticket-statuses';
import { MAX_SLOTS_PER_TICKET } from './tickets.limits';

export * from './sessions';
export * from './sessions.limits';
export * from './sessions.messages';

/**
 * A session: a maximal run of contiguous booked slots of one ticket (each slot ends where the next
 * starts). Its id is its first slot's id.
 */

/** One side of a session; `timeZone` is null until the person sets theirs. */
export const sessionPartySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string().nullable(),
});

export const ticketSessionSchema = z.object({
  id: z.uuid().describe("The session's first slot"),
  ticketId: z.uuid(),
  orderNumber: z.string(),
  slotIds: z.array(z.uuid()),
  start: z.string(),
  end: z.string(),
  consultant: sessionPartySchema,
  customer: sessionPartySchema,
  ticketStatus: z.enum(TICKET_STATUSES),
  meeting: meetingPlaceSchema
    .nullable()
    .describe("Where it takes place: the consultant's link or the session's Jitsi Meet room"),
});
export type TicketSession = z.infer<typeof ticketSessionSchema>;

/** GET SupportRequests/sessions/upcoming: the caller's sessions that have not ended, by start. */
export const upcomingSessionListSchema = z.array(ticketSessionSchema);

/** GET SupportRequests/{orderId}/sessions: each with what the caller may do with it. */
export const ticketSessionDetailSchema = ticketSessionSchema.extend({
  cutoffAt: z.string().describe('Until when the customer may cancel or move it'),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
});
export type TicketSessionDetail = z.infer<typeof ticketSessionDetailSchema>;
export const ticketSessionDetailListSchema = z.array(ticketSessionDetailSchema);

export const sessionParamsSchema = z.object({
  orderId: z.uuid({ error: 'Invalid id' }),
  sessionId: z.uuid({ error: 'Invalid id' }),
});

const reasonText = z
  .string({ error: SESSION_MESSAGES.reasonRequired })
  .trim()
  .max(SESSION_REASON_MAX_LENGTH, SESSION_MESSAGES.reasonTooLong);

/**
 * POST …/sessions/{sessionId}/cancel. A customer may leave the reason out; a consultant or an
 * admin releasing a session must give one of 3 to 500 characters (the server checks it by role).
 */
export const cancelSessionBodySchema = z.strictObject({
  reason: reasonText.nullish().transform((value) => value || null),
});
export type CancelSessionBody = z.infer<typeof cancelSessionBodySchema>;

/** The release dialog: the reason is required. */
export const releaseSessionFormSchema = z.object({
  reason: reasonText
    .min(1, SESSION_MESSAGES.reasonRequired)
    .min(SESSION_REASON_MIN_LENGTH, SESSION_MESSAGES.reasonTooShort),
});

/** POST …/sessions/{sessionId}/reschedule: as many free future slots of the same consultant. */
export const rescheduleSessionBodySchema = z.strictObject({
  slotIds: z
    .array(z.uuid({ error: 'slotIds must hold slot ids' }), { error: SESSION_MESSAGES.slotsRequired })
    .min(1, SESSION_MESSAGES.slotsRequired)
    .max(MAX_SLOTS_PER_TICKET, SESSION_MESSAGES.slotCountMismatch(MAX_SLOTS_PER_TICKET))
    .refine((ids) => new Set(ids).size === ids.length, SESSION_MESSAGES.duplicateSlots),
});
export type RescheduleSessionBody = z.infer<typeof rescheduleSessionBodySchema>;
