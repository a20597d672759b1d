import { z } from 'zod';
import { ROLES } from '../auth/roles';

/** A rating given on a ticket (spec §3 "Ticket rating"): three scores of 1 to 5 and a comment. */
export const ticketRatingSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  ratedByUserId: z.uuid(),
  ratedByUserName: z.string(),
  ratedUserId: z.uuid(),
  ratingForRole: z.enum(ROLES),
  communicationProfessionalism: z.number().int(),
  resolutionQuality: z.number().int(),
  responseTime: z.number().int(),
  comments: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketRating = z.infer<typeof ticketRatingSchema>;
export const ticketRatingListSchema = z.array(ticketRatingSchema);
