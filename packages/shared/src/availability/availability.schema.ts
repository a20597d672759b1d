import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives.schema';
import { MAX_RANGE_DAYS } from './availability.limits';
import { AVAILABILITY_MESSAGES } from './availability.messages';
import { SLOT_STATES } from './availability-rules';

export * from './availability.limits';
export * from './availability.messages';
export * from './availability-rules';
export * from './slot-conflicts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A range bound: a calendar date (yyyy-mm-dd, read in UTC) or an ISO date-time. A date-only end
 * includes that whole day. The refusal aborts: zod runs the object's range check after a field's
 * non-aborting issue too, with the field's text untransformed (a 500 the route fuzzer found).
 */
const rangeBoundSchema = (field: string, side: 'start' | 'end') =>
  z
    .string()
    .trim()
    .refine(
      (value) =>
        (DATE_ONLY.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success) &&
        !Number.isNaN(Date.parse(value)),
      { error: `${field} must be a date (yyyy-mm-dd) or an ISO 8601 date-time`, abort: true },
    )
    .transform((value) => {
      const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
      return side === 'end' && DATE_ONLY.test(value) ? new Date(date.getTime() + DAY_MS) : date;
    });

const rangeFields = {
  startDate: rangeBoundSchema('startDate', 'start').optional(),
  endDate: rangeBoundSchema('endDate', 'end').optional(),
};

function checkRange(range: { startDate?: Date; endDate?: Date }, ctx: z.RefinementCtx) {
  if (!range.startDate || !range.endDate) return;
  const span = range.endDate.getTime() - range.startDate.getTime();
  if (span < 0) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: AVAILABILITY_MESSAGES.rangeInvalid });
  } else if (span > MAX_RANGE_DAYS * DAY_MS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: AVAILABILITY_MESSAGES.rangeTooLong });
  }
}

/** GET ConsultantAvailability?consultantId&startDate&endDate (default: today to 7 days ahead). */
export const availabilityQuerySchema = z
  .object({ consultantId: z.uuid({ error: 'consultantId must be a valid id' }), ...rangeFields })
  .superRefine(checkRange);

/** GET ConsultantAvailability/consultant/{id}?startDate&endDate (default: the past 14 days onwards). */
export const consultantAvailabilityQuerySchema = z.object(rangeFields).superRefine(checkRange);

/** POST ConsultantAvailability: one block, cut into 30-minute slots by the server. */
export const createAvailabilityBodySchema = z.strictObject({
  consultantId: z.uuid({ error: 'consultantId must be a valid id' }),
  slotStartTime: isoDateTimeSchema,
  slotEndTime: isoDateTimeSchema,
});
export type CreateAvailabilityBody = z.infer<typeof createAvailabilityBodySchema>;

export const slotParamsSchema = z.object({ slotId: z.uuid({ error: 'Invalid id' }) });

export const availabilitySlotSchema = z.object({
  id: z.uuid(),
  consultantId: z.uuid(),
  slotStartTime: z.string(),
  slotEndTime: z.string(),
  isBooked: z.boolean(),
  status: z.enum(SLOT_STATES).describe('Booked; Expired when it has ended unbooked; else Available'),
  ticketId: z
    .uuid()
    .optional()
    .describe("The booking ticket: only in the consultant's own view (and an admin's)"),
  orderNumber: z.string().optional().describe("The booking ticket's number, beside ticketId"),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;
export const availabilitySlotListSchema = z.array(availabilitySlotSchema);

export const createAvailabilityResponseSchema = z.object({ slots: availabilitySlotListSchema });
export type CreateAvailabilityResponse = z.infer<typeof createAvailabilityResponseSchema>;
