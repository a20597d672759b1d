import {
  consultantParamsSchema,
  createTicketRatingBodySchema,
  orderParamsSchema,
  ticketRatingListSchema,
  ticketRatingSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { RatingsService } from './ratings.service';

export function registerRatingsRoutes(
  app: AppInstance,
  { ratings, guards }: { ratings: RatingsService; guards: AuthGuards },
) {
  app.get(
    '/TicketRatings/consultant/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['ratings'],
        summary: "A consultant's reviews, newest first",
        params: consultantParamsSchema,
        response: { 200: ticketRatingListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => ratings.listForConsultant(request.params.id),
  );

  app.get(
    '/TicketRatings/order/:orderId',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['ratings'],
        summary: "A request's ratings, newest first (its customer, its consultant or an admin)",
        params: orderParamsSchema,
        response: { 200: ticketRatingListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => ratings.listForOrder(principalOf(request), request.params.orderId),
  );

  app.post(
    '/TicketRatings',
    {
      onRequest: guards.authenticate,
      config: { idempotent: true },
      schema: {
        tags: ['ratings'],
        summary: "The customer rates the ticket's consultant, once, after the ticket is closed",
        body: createTicketRatingBodySchema,
        response: { 201: ticketRatingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ratings.createRating(principalOf(request), request.body)),
  );
}
