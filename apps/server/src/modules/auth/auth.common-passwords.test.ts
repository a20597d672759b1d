import {
  AUTH_MESSAGES,
  changePasswordResponseSchema,
  loginResponseSchema,
  passwordResetMessageSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { registration, useAuthSuite } from './auth.test-kit';

// Every way a password is set refuses the ones guessers try first (decision 033); the social
// sign-up's completion is tested with its callback (social-auth.complete-signup.test.ts).
const { ctx, post, userIdOf, resetLinkFromMail } = useAuthSuite();

/** The list's top entries in any case, a repeat and straight runs: all over the 6-character minimum. */
const COMMON = ['123456', 'password', 'Password', 'aaaaaa', 'abcdef', '654321'];
const STRONG = 'lantern-orbit-42';

describe('common passwords are refused with a 400 on the field', () => {
  it('POST /api/auth/register: no account is made, and a strong password passes', async () => {
    for (const password of COMMON) {
      const signUp = registration({ password });
      const response = await post('/api/auth/register', signUp);
      expectError(response, 400, AUTH_MESSAGES.passwordTooCommon, { path: 'password' });
      expect(await userIdOf(signUp.email), password).toBeUndefined();
    }
    // The spec's length rule still speaks first, in its own words.
    expectError(
      await post('/api/auth/register', registration({ password: '12345' })),
      400,
      AUTH_MESSAGES.passwordTooShort,
      { path: 'password' },
    );
    expect((await post('/api/auth/register', registration({ password: STRONG }))).statusCode).toBe(204);
  });

  it('PUT /api/users/change-password: the old password stays, and a strong one passes', async () => {
    const user = await createUser(ctx.database.db);
    for (const password of COMMON) {
      const response = await ctx.send('PUT', '/api/users/change-password', user, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: password,
        confirmPassword: password,
      });
      expectError(response, 400, AUTH_MESSAGES.passwordTooCommon, { path: 'newPassword' });
    }
    expectBody(
      await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }),
      200,
      loginResponseSchema,
    );
    const changed = await ctx.send('PUT', '/api/users/change-password', user, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: STRONG,
      confirmPassword: STRONG,
    });
    expectBody(changed, 200, changePasswordResponseSchema);
  });

  it('POST /api/auth/reset-password: the link stays unused, and a strong password passes', async () => {
    const user = await createUser(ctx.database.db);
    expectBody(
      await post('/api/auth/forgot-password', { email: user.email }),
      202,
      passwordResetMessageSchema,
    );
    const link = await resetLinkFromMail(user.email);
    for (const password of COMMON) {
      const response = await post('/api/auth/reset-password', {
        ...link,
        newPassword: password,
        confirmPassword: password,
      });
      expectError(response, 400, AUTH_MESSAGES.passwordTooCommon, { path: 'newPassword' });
    }
    const reset = await post('/api/auth/reset-password', {
      ...link,
      newPassword: STRONG,
      confirmPassword: STRONG,
    });
    expectBody(reset, 200, passwordResetMessageSchema);
    expectBody(
      await post('/api/auth/login', { email: user.email, password: STRONG }),
      200,
      loginResponseSchema,
    );
  });
});
