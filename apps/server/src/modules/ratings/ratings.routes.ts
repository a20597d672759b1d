import { consultantParamsSchema, ticketRatingListSchema } from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthGuards } from '../../plugins/auth';
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
}
