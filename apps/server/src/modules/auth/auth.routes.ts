import {
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  emptyResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(app: AppInstance, { auth }: { auth: AuthService }) {
  const tags = ['auth'];
  // Public: no bearer token.
  const security: [] = [];

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        security,
        summary: 'Sign up as a customer (or a consultant while that is enabled); 204 = verify by e-mail',
        body: registerBodySchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 403, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      await auth.register(request.body, request.ip);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags,
        security,
        summary: 'Verify an e-mail address with the token from the e-mailed link (single use, 24 hours)',
        body: confirmEmailBodySchema,
        response: { 200: confirmEmailResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => auth.confirmEmail(request.body.token, request.ip),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        security,
        summary: 'Sign in with e-mail and password; returns a bearer token',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );
}
