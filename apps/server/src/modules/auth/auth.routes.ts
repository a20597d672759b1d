import {
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  emptyResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  passwordResetMessageSchema,
  registerBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

export function registerAuthRoutes(
  app: AppInstance,
  { auth, passwordReset }: { auth: AuthService; passwordReset: PasswordResetService },
) {
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
    '/auth/resend-verification',
    {
      schema: {
        tags,
        security,
        summary:
          'Mail a new verification link to an address still waiting for one; the same answer for any address',
        body: resendVerificationBodySchema,
        response: { 202: confirmEmailResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(202).send(await auth.resendVerification(request.body, request.ip)),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        security,
        summary: "Sign in with e-mail and password; returns a bearer token, or the second factor's challenge",
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => auth.login(request.body, request.ip, request.headers['user-agent']),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        security,
        summary: 'Mail a single-use password reset link (30 minutes); the same answer for any address',
        body: forgotPasswordBodySchema,
        response: { 202: passwordResetMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await passwordReset.requestReset(request.body, request.ip)),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        security,
        summary: "Set a new password with a reset link's token; every earlier session ends",
        body: resetPasswordBodySchema,
        response: { 200: passwordResetMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => passwordReset.resetPassword(request.body, request.ip),
  );
}
