import {
  addExceptionResponseSchema,
  exceptionBodySchema,
  exceptionListSchema,
  exceptionParamsSchema,
  idParamsSchema,
  removeExceptionResponseSchema,
  saveWeeklyPatternResponseSchema,
  weeklyPatternBodySchema,
  weeklyPatternSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { AvailabilityPatternsService } from './availability-patterns.service';

/** Weekly availability and its exception days: each consultant their own; admins may read any pattern. */
export function registerAvailabilityPatternsRoutes(
  app: AppInstance,
  { patterns, guards }: { patterns: AvailabilityPatternsService; guards: AuthGuards },
) {
  const tags = ['availability'];

  app.get(
    '/ConsultantAvailability/weekly-pattern',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Your weekly availability pattern (consultants)',
        response: { 200: weeklyPatternSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => patterns.getPattern(principalOf(request)),
  );

  app.get(
    '/ConsultantAvailability/consultant/:id/weekly-pattern',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "A consultant's weekly availability pattern (that consultant, or an admin)",
        params: idParamsSchema,
        response: { 200: weeklyPatternSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => patterns.getPattern(principalOf(request), request.params.id),
  );

  app.put(
    '/ConsultantAvailability/weekly-pattern',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Replace your weekly pattern; slots for today and the next 7 days are made at once',
        body: weeklyPatternBodySchema,
        response: { 200: saveWeeklyPatternResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => patterns.savePattern(principalOf(request), request.body),
  );

  app.get(
    '/ConsultantAvailability/exceptions',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Your exception days from today on, in the weekly pattern’s time zone',
        response: { 200: exceptionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => patterns.listExceptions(principalOf(request)),
  );

  app.post(
    '/ConsultantAvailability/exceptions',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Mark a day (today up to 60 days ahead) off: its free pattern slots go',
        body: exceptionBodySchema,
        response: { 201: addExceptionResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await patterns.addException(principalOf(request), request.body.day)),
  );

  app.delete(
    '/ConsultantAvailability/exceptions/:day',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Unmark an exception day: the pattern fills it again when it is in the window',
        params: exceptionParamsSchema,
        response: { 200: removeExceptionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => patterns.removeException(principalOf(request), request.params.day),
  );
}
