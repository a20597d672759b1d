import {
  disableSecondFactorBodySchema,
  emptyResponseSchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorLoginBodySchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  signedInResponseSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { SecondFactorService } from './second-factor.service';

export function registerSecondFactorRoutes(
  app: AppInstance,
  {
    secondFactor,
    auth,
    guards,
  }: { secondFactor: SecondFactorService; auth: AuthService; guards: AuthGuards },
) {
  const tags = ['second factor'];

  app.post(
    '/auth/login/second-factor',
    {
      schema: {
        tags,
        security: [],
        summary:
          "Sign in's second step: the challenge from POST auth/login and the app's code or a recovery code",
        body: secondFactorLoginBodySchema,
        response: { 200: signedInResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => auth.loginWithSecondFactor(request.body, request.ip, request.headers['user-agent']),
  );

  // The set-up is one's own account: it stays open to an admin the admin routes refuse for want of it.
  app.get(
    '/auth/second-factor',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Whether you have a second factor, whether you must, and how many recovery codes are left',
        response: { 200: secondFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => secondFactor.getStatus(principalOf(request)),
  );

  app.post(
    '/auth/second-factor/setup',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret, kept pending until a code confirms it',
        response: { 200: secondFactorSetupSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => secondFactor.startSetup(principalOf(request)),
  );

  app.post(
    '/auth/second-factor/confirm',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: "Turn the second factor on with the app's current code; answers ten recovery codes, once",
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => secondFactor.confirmSetup(principalOf(request), request.body),
  );

  app.post(
    '/auth/second-factor/disable',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Turn the second factor off with your password and a code; the recovery codes go too',
        body: disableSecondFactorBodySchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await secondFactor.disable(principalOf(request), request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/second-factor/recovery-codes',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Ten new recovery codes for a code; the earlier ones stop working',
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => secondFactor.renewRecoveryCodes(principalOf(request), request.body),
  );
}
