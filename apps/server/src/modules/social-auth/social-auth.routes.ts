import {
  completeSupabaseSignupBodySchema,
  emptyResponseSchema,
  supabaseCallbackBodySchema,
  supabaseCallbackResponseSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import type { SocialAuthService } from './social-auth.service';

export function registerSocialAuthRoutes(
  app: AppInstance,
  { socialAuth }: { socialAuth: SocialAuthService },
) {
  const tags = ['auth'];
  // Public: the caller proves who they are with a Supabase access token, not our bearer token.
  const security: [] = [];

  app.post(
    '/auth/supabase-callback',
    {
      schema: {
        tags,
        security,
        summary:
          'Google or Apple sign-in: a Supabase access token signs in a linked account, or starts a sign-up',
        body: supabaseCallbackBodySchema,
        response: {
          200: supabaseCallbackResponseSchema,
          ...errorResponses(400, 401, 403, 409, 429, 503),
        },
      },
    },
    async (request) => socialAuth.handleCallback(request.body, request.ip, request.headers['user-agent']),
  );

  app.post(
    '/auth/complete-supabase-signup',
    {
      schema: {
        tags,
        security,
        summary: 'Finish a Google or Apple sign-up with a role and a password; 204 = verify by e-mail',
        body: completeSupabaseSignupBodySchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 403, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      await socialAuth.completeSignup(request.body, request.ip);
      return reply.status(204).send();
    },
  );
}
