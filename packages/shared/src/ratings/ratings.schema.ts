import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { RATING_COMMENT_MAX_LENGTH, RATING_SCORE_MAX, RATING_SCORE_MIN } from './ratings.limits';
import { RATING_MESSAGES } from './ratings.messages';

export * from './ratings.limits';
export * from './ratings.messages';

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

/** One of the three scores: a whole number of stars, every one of them required. */
const score = z
  .number({ error: RATING_MESSAGES.scoresRequired })
  .int(RATING_MESSAGES.scoresRequired)
  .min(RATING_SCORE_MIN, RATING_MESSAGES.scoresRequired)
  .max(RATING_SCORE_MAX, RATING_MESSAGES.scoresRequired);

/** POST TicketRatings (spec §7): the ticket, whom it rates in which role, three scores, a comment. */
export const createTicketRatingBodySchema = z.strictObject({
  orderId: z.uuid({ error: 'orderId must be a valid id' }),
  ratedUserId: z.uuid({ error: 'ratedUserId must be a valid id' }),
  ratingForRole: z.enum(ROLES, { error: RATING_MESSAGES.consultantOnly }),
  communicationProfessionalism: score,
  resolutionQuality: score,
  responseTime: score,
  comments: z
    .string({ error: RATING_MESSAGES.commentTooLong })
    .trim()
    .max(RATING_COMMENT_MAX_LENGTH, RATING_MESSAGES.commentTooLong)
    .nullish()
    .transform((comments) => comments || null),
});
export type CreateTicketRatingBody = z.infer<typeof createTicketRatingBodySchema>;
/** What the form sends, before the server trims the comment. */
export type CreateTicketRatingInput = z.input<typeof createTicketRatingBodySchema>;
