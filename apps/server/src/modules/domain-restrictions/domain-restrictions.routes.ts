import {
  createDomainRestrictionBodySchema,
  domainRestrictionListSchema,
  domainRestrictionSchema,
  emptyResponseSchema,
  idParamsSchema,
  updateDomainRestrictionBodySchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { DomainRestrictionsService } from './domain-restrictions.service';

export function registerDomainRestrictionsRoutes(
  app: AppInstance,
  { domainRestrictions, guards }: { domainRestrictions: DomainRestrictionsService; guards: AuthGuards },
) {
  const tags = ['admin'];

  app.get(
    '/domainrestrictions',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Every domain restriction, newest first',
        response: { 200: domainRestrictionListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => domainRestrictions.list(),
  );

  app.post(
    '/domainrestrictions',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Block a domain from registering',
        body: createDomainRestrictionBodySchema,
        response: { 201: domainRestrictionSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await domainRestrictions.create(request.body, principalOf(request).id)),
  );

  app.put(
    '/domainrestrictions/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Change a restriction (domain, reason, active)',
        params: idParamsSchema,
        body: updateDomainRestrictionBodySchema,
        response: { 200: domainRestrictionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => domainRestrictions.update(request.params.id, request.body),
  );

  app.delete(
    '/domainrestrictions/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Remove a restriction',
        params: idParamsSchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await domainRestrictions.delete(request.params.id);
      return reply.status(204).send();
    },
  );
}
