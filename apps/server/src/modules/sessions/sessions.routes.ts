import {
  cancelSessionBodySchema,
  orderParamsSchema,
  rescheduleSessionBodySchema,
  sessionParamsSchema,
  ticketSessionDetailListSchema,
  upcomingSessionListSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { SessionsService } from './sessions.service';

/** Booked sessions: the caller's agenda, a ticket's sessions, cancel / release and reschedule. */
export function registerSessionsRoutes(
  app: AppInstance,
  { sessions, guards }: { sessions: SessionsService; guards: AuthGuards },
) {
  const tags = ['sessions'];
  const signedIn = { onRequest: guards.authenticate };
  const changeResponses = { 200: ticketSessionDetailListSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/SupportRequests/sessions/upcoming',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Your sessions that have not ended, by start (customers: your tickets; consultants: assigned; admins: all)',
        response: { 200: upcomingSessionListSchema, ...errorResponses(401) },
      },
    },
    (request) => sessions.listUpcoming(principalOf(request)),
  );

  app.get(
    '/SupportRequests/:orderId/sessions',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The ticket's sessions, past and future, with the cut-off and what you may do with each",
        params: orderParamsSchema,
        response: { 200: ticketSessionDetailListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => sessions.listForTicket(principalOf(request), request.params.orderId),
  );

  app.post(
    '/SupportRequests/:orderId/sessions/:sessionId/cancel',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Cancel a session (the customer, before the cut-off) or release it with a reason (its consultant or an admin, before it starts)',
        params: sessionParamsSchema,
        body: cancelSessionBodySchema,
        response: changeResponses,
      },
    },
    (request) =>
      sessions.cancel(principalOf(request), request.params.orderId, request.params.sessionId, request.body),
  );

  app.post(
    '/SupportRequests/:orderId/sessions/:sessionId/reschedule',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Move a session to as many free future slots of the same consultant',
        params: sessionParamsSchema,
        body: rescheduleSessionBodySchema,
        response: changeResponses,
      },
    },
    (request) =>
      sessions.reschedule(
        principalOf(request),
        request.params.orderId,
        request.params.sessionId,
        request.body,
      ),
  );
}
