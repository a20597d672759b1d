import {
  availabilityQuerySchema,
  availabilitySlotListSchema,
  consultantAvailabilityQuerySchema,
  createAvailabilityBodySchema,
  createAvailabilityResponseSchema,
  emptyResponseSchema,
  idParamsSchema,
  slotParamsSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { AvailabilityService } from './availability.service';

export function registerAvailabilityRoutes(
  app: AppInstance,
  { availability, guards }: { availability: AvailabilityService; guards: AuthGuards },
) {
  const tags = ['availability'];

  app.get(
    '/ConsultantAvailability',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "A consultant's slots starting in the range (default: today, UTC, and the next 8 days)",
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySlotListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { consultantId, ...range } = request.query;
      return availability.listUpcoming(consultantId, range);
    },
  );

  app.get(
    '/ConsultantAvailability/consultant/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "A consultant's slots starting in the range (default: 14 days back to 8 days ahead)",
        params: idParamsSchema,
        querystring: consultantAvailabilityQuerySchema,
        response: { 200: availabilitySlotListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => availability.listForConsultant(principalOf(request), request.params.id, request.query),
  );

  app.post(
    '/ConsultantAvailability',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Publish a block of up to 8 hours as 30-minute slots (your own, or any for admins)',
        body: createAvailabilityBodySchema,
        response: { 201: createAvailabilityResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await availability.createBlock(principalOf(request), request.body)),
  );

  app.delete(
    '/ConsultantAvailability/:slotId',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Remove a free slot that has not ended (its consultant, or an admin)',
        params: slotParamsSchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await availability.deleteSlot(principalOf(request), request.params.slotId);
      return reply.status(204).send();
    },
  );
}
