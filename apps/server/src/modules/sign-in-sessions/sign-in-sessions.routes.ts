import {
  emptyResponseSchema,
  endOtherSessionsResponseSchema,
  idParamsSchema,
  signInSessionListSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { SignInSessionsService } from './sign-in-sessions.service';

/** The places a person is signed in, and signing out of them (decision 032). */
export function registerSignInSessionsRoutes(
  app: AppInstance,
  { signInSessions, guards }: { signInSessions: SignInSessionsService; guards: AuthGuards },
) {
  const tags = ['auth'];

  app.post(
    '/auth/logout',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "Sign out: this token's session ends on every node, and the token with it",
        response: { 204: emptyResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await signInSessions.signOut(principalOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "Where you're signed in: your live sessions, newest first, this one marked current",
        response: { 200: signInSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => signInSessions.list(principalOf(request)),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "Sign out one of your sessions (its live streams close); anyone else's is 404",
        params: idParamsSchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await signInSessions.endSession(principalOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/sessions/end-others',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Sign out everywhere else: every session of yours but this one; answers how many ended',
        response: { 200: endOtherSessionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => signInSessions.endOthers(principalOf(request)),
  );
}
