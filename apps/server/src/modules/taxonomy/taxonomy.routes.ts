import {
  emptyResponseSchema,
  idParamsSchema,
  supportCategoryBodySchema,
  supportCategoryListSchema,
  supportCategorySchema,
  supportSubOptionBodySchema,
  supportSubOptionListSchema,
  supportSubOptionSchema,
  supportTypeBodySchema,
  supportTypeListSchema,
  supportTypeSchema,
  taxonomyTypeQuerySchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthGuards } from '../../plugins/auth';
import type { TaxonomyService } from './taxonomy.service';

/**
 * Reads are public: the wizard, the expertise screen and the landing page all show the taxonomy,
 * and it holds nothing private. Writes are for admins.
 */
export function registerTaxonomyRoutes(
  app: AppInstance,
  { taxonomy, guards }: { taxonomy: TaxonomyService; guards: AuthGuards },
) {
  const tags = ['taxonomy'];
  const admin = { onRequest: guards.requireAdmin };

  // --- reads ------------------------------------------------------------------------------------

  const typesSchema = { tags, response: { 200: supportTypeListSchema } };
  app.get(
    '/SupportTaxonomy',
    { schema: { ...typesSchema, summary: 'Support types with their categories' } },
    () => taxonomy.listTypes(),
  );

  const categoriesSchema = {
    tags,
    querystring: taxonomyTypeQuerySchema,
    response: { 200: supportCategoryListSchema, ...errorResponses(400) },
  };
  app.get(
    '/SupportTaxonomy/categories',
    { schema: { ...categoriesSchema, summary: 'Support categories, of one type when typeId is given' } },
    (request) => taxonomy.listCategories(request.query.typeId),
  );

  const subOptionsSchema = {
    tags,
    querystring: taxonomyTypeQuerySchema,
    response: { 200: supportSubOptionListSchema, ...errorResponses(400) },
  };
  app.get(
    '/SupportTaxonomy/suboptions',
    { schema: { ...subOptionsSchema, summary: 'Support sub-options, of one type when typeId is given' } },
    (request) => taxonomy.listSubOptions(request.query.typeId),
  );

  // The admin screen reads the same lists through its own paths (spec §7).
  const adminErrors = errorResponses(400, 401, 403);
  app.get(
    '/SupportTaxonomy/admin/types',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Support types (admin)',
        response: { 200: supportTypeListSchema, ...adminErrors },
      },
    },
    () => taxonomy.listTypes(),
  );
  app.get(
    '/SupportTaxonomy/admin/categories',
    {
      ...admin,
      schema: {
        ...categoriesSchema,
        summary: 'Support categories (admin)',
        response: { ...categoriesSchema.response, ...adminErrors },
      },
    },
    (request) => taxonomy.listCategories(request.query.typeId),
  );
  app.get(
    '/SupportTaxonomy/admin/suboptions',
    {
      ...admin,
      schema: {
        ...subOptionsSchema,
        summary: 'Support sub-options (admin)',
        response: { ...subOptionsSchema.response, ...adminErrors },
      },
    },
    (request) => taxonomy.listSubOptions(request.query.typeId),
  );

  // --- writes -----------------------------------------------------------------------------------

  const createErrors = errorResponses(400, 401, 403, 409);
  const updateErrors = errorResponses(400, 401, 403, 404, 409);
  const deleteErrors = errorResponses(400, 401, 403, 404, 409);

  app.post(
    '/SupportTaxonomy/admin/types',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create a support type',
        body: supportTypeBodySchema,
        response: { 201: supportTypeSchema, ...createErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await taxonomy.createType(request.body)),
  );
  app.put(
    '/SupportTaxonomy/admin/types/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a support type',
        params: idParamsSchema,
        body: supportTypeBodySchema,
        response: { 200: supportTypeSchema, ...updateErrors },
      },
    },
    (request) => taxonomy.updateType(request.params.id, request.body),
  );
  app.delete(
    '/SupportTaxonomy/admin/types/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a support type nothing uses, with its categories and sub-options',
        params: idParamsSchema,
        response: { 204: emptyResponseSchema, ...deleteErrors },
      },
    },
    async (request, reply) => {
      await taxonomy.deleteType(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/SupportTaxonomy/admin/categories',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create a support category',
        body: supportCategoryBodySchema,
        response: { 201: supportCategorySchema, ...createErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await taxonomy.createCategory(request.body)),
  );
  app.put(
    '/SupportTaxonomy/admin/categories/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a support category',
        params: idParamsSchema,
        body: supportCategoryBodySchema,
        response: { 200: supportCategorySchema, ...updateErrors },
      },
    },
    (request) => taxonomy.updateCategory(request.params.id, request.body),
  );
  app.delete(
    '/SupportTaxonomy/admin/categories/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a support category nothing uses',
        params: idParamsSchema,
        response: { 204: emptyResponseSchema, ...deleteErrors },
      },
    },
    async (request, reply) => {
      await taxonomy.deleteCategory(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/SupportTaxonomy/admin/suboptions',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create a support sub-option',
        body: supportSubOptionBodySchema,
        response: { 201: supportSubOptionSchema, ...createErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await taxonomy.createSubOption(request.body)),
  );
  app.put(
    '/SupportTaxonomy/admin/suboptions/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a support sub-option',
        params: idParamsSchema,
        body: supportSubOptionBodySchema,
        response: { 200: supportSubOptionSchema, ...updateErrors },
      },
    },
    (request) => taxonomy.updateSubOption(request.params.id, request.body),
  );
  app.delete(
    '/SupportTaxonomy/admin/suboptions/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a support sub-option nothing uses',
        params: idParamsSchema,
        response: { 204: emptyResponseSchema, ...deleteErrors },
      },
    },
    async (request, reply) => {
      await taxonomy.deleteSubOption(request.params.id);
      return reply.status(204).send();
    },
  );
}
