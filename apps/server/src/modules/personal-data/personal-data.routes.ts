import { Readable } from 'node:stream';
import {
  dataExportFileName,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  idParamsSchema,
  PERSONAL_DATA_MESSAGES,
} from '@basisdesk/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { PersonalDataService } from './personal-data.service';

/** The ZIP itself: declared for the OpenAPI document; the stream is sent as it is, never serialized. */
const dataExportResponse = {
  description: 'A ZIP of JSON files (README.txt says what each holds) and the files the person uploaded',
  content: {
    'application/zip': {
      schema: z
        .custom<Readable>((value) => value instanceof Readable)
        .meta({ type: 'string', format: 'binary' }),
    },
  },
};

/** The download's headers: a file to save, never kept by any cache. */
const archiveHeaders = (at: Date) => ({
  'content-type': 'application/zip',
  'content-disposition': `attachment; filename="${dataExportFileName(at)}"`,
  'cache-control': 'private, no-store',
});

/** A person's data (decision 041): the download and the erasure, for the person and for admins. */
export function registerPersonalDataRoutes(
  app: AppInstance,
  { personalData, guards }: { personalData: PersonalDataService; guards: AuthGuards },
) {
  app.get(
    '/users/me/data-export',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Download everything held about you as a ZIP (a few times an hour)',
        response: { 200: dataExportResponse, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const archive = await personalData.exportData(actor, actor.id);
      return reply.headers(archiveHeaders(archive.at)).send(archive.stream);
    },
  );

  app.delete(
    '/users/me',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Delete your account with your password (and a code of your second factor): you are erased, your tickets and payments stay under "Deleted user"',
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await personalData.eraseOwn(principalOf(request), request.body);
      return { message: PERSONAL_DATA_MESSAGES.accountDeleted };
    },
  );

  app.get(
    '/Admin/users/:id/data-export',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Download everything held about a user as a ZIP (a few times an hour)',
        params: idParamsSchema,
        response: { 200: dataExportResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const archive = await personalData.exportData(principalOf(request), request.params.id);
      return reply.headers(archiveHeaders(archive.at)).send(archive.stream);
    },
  );

  app.delete(
    '/Admin/users/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Delete a user with your own password (and code): they are erased, their tickets and payments stay under "Deleted user"',
        params: idParamsSchema,
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await personalData.eraseUser(principalOf(request), request.params.id, request.body);
      return { message: PERSONAL_DATA_MESSAGES.userDeleted };
    },
  );
}
