import {
  createSrIdentifierBodySchema,
  emptyResponseSchema,
  idParamsSchema,
  srIdentifierListSchema,
  srIdentifierSchema,
  srLookupQuerySchema,
  srLookupResultSchema,
  srSearchQuerySchema,
  updateSrIdentifierBodySchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { SrIdentifiersService } from './sr-identifiers.service';

export function registerSrIdentifiersRoutes(
  app: AppInstance,
  { srIdentifiers, guards }: { srIdentifiers: SrIdentifiersService; guards: AuthGuards },
) {
  const tags = ['sr-identifiers'];

  app.get(
    '/ServiceRequestIdentifiers',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Identifiers matching the search (identifier or task); inactive ones for admins only',
        querystring: srSearchQuerySchema,
        response: { 200: srIdentifierListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => srIdentifiers.list(principalOf(request), request.query.search),
  );

  // The literal paths are declared before /:id so they are never read as an id.
  app.get(
    '/ServiceRequestIdentifiers/suggestions',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Active identifiers for the wizard: prefix matches first; 20 for a short search, else 10',
        querystring: srSearchQuerySchema,
        response: { 200: srIdentifierListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => srIdentifiers.listSuggestions(request.query.search),
  );

  app.get(
    '/ServiceRequestIdentifiers/lookup',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "The wizard's check of one identifier: Required, Valid, Inactive or NotFound",
        querystring: srLookupQuerySchema,
        response: { 200: srLookupResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => srIdentifiers.lookup(request.query.identifier),
  );

  app.get(
    '/ServiceRequestIdentifiers/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'One identifier; an inactive one exists for admins only',
        params: idParamsSchema,
        response: { 200: srIdentifierSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => srIdentifiers.get(principalOf(request), request.params.id),
  );

  app.post(
    '/ServiceRequestIdentifiers',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Add an identifier (unique whatever its case)',
        body: createSrIdentifierBodySchema,
        response: { 201: srIdentifierSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await srIdentifiers.create(request.body)),
  );

  app.put(
    '/ServiceRequestIdentifiers/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Change the identifier, task or active state',
        params: idParamsSchema,
        body: updateSrIdentifierBodySchema,
        response: { 200: srIdentifierSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => srIdentifiers.update(request.params.id, request.body),
  );

  app.delete(
    '/ServiceRequestIdentifiers/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Remove an identifier',
        params: idParamsSchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await srIdentifiers.delete(request.params.id);
      return reply.status(204).send();
    },
  );
}
