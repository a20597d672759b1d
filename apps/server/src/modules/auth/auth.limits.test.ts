import {
  AUTH_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { uniqueEmail } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';

const suite = useRouteSuite();

/** A password of exactly `length` characters that is not common: no repeat, no straight run. */
const passwordOf = (length: number) => 'pq'.repeat(Math.ceil(length / 2)).slice(0, length);

const register = (fields: Record<string, unknown>) =>
  suite.send('POST', '/api/auth/register', null, {
    email: uniqueEmail('limits'),
    password: 'secret7',
    firstName: 'Meera',
    lastName: 'Nair',
    role: 'Customer',
    ...fields,
  });

async function expectRegistered(fields: Record<string, unknown>) {
  const response = await register(fields);
  expect(response.statusCode, response.body).toBe(204);
}

const resetPassword = (newPassword: string, confirmPassword = newPassword) =>
  suite.send('POST', '/api/auth/reset-password', null, {
    email: 'nobody@example.com',
    token: 'an-unknown-token',
    newPassword,
    confirmPassword,
  });

describe('limits the screens enforce, over the API', () => {
  it(`sign-up password: ${MIN_PASSWORD_LENGTH} characters accepted, one fewer refused (spec §5)`, async () => {
    const atLimit = passwordOf(MIN_PASSWORD_LENGTH);
    expectError(await register({ password: atLimit.slice(1) }), 400, AUTH_MESSAGES.passwordTooShort, {
      path: 'password',
    });
    await expectRegistered({ password: atLimit });
  });

  it(`sign-up password: ${MAX_PASSWORD_LENGTH} characters accepted, one more refused`, async () => {
    const atLimit = passwordOf(MAX_PASSWORD_LENGTH);
    expectError(await register({ password: `${atLimit}p` }), 400, AUTH_MESSAGES.passwordTooLong, {
      path: 'password',
    });
    await expectRegistered({ password: atLimit });
  });

  it(`sign-up names: required, and ${MAX_PERSON_NAME_LENGTH} characters accepted, one more refused`, async () => {
    const atLimit = 'n'.repeat(MAX_PERSON_NAME_LENGTH);
    expectError(await register({ firstName: '  ' }), 400, AUTH_MESSAGES.namesRequired, { path: 'firstName' });
    expectError(await register({ lastName: `${atLimit}n` }), 400, AUTH_MESSAGES.namesTooLong, {
      path: 'lastName',
    });
    await expectRegistered({ firstName: atLimit, lastName: ` ${atLimit} ` });
  });

  it('reset password: the sign-up length rules and a matching confirmation', async () => {
    const atLimit = passwordOf(MIN_PASSWORD_LENGTH);
    expectError(await resetPassword(atLimit.slice(1)), 400, AUTH_MESSAGES.passwordTooShort, {
      path: 'newPassword',
    });
    expectError(
      await resetPassword(`${passwordOf(MAX_PASSWORD_LENGTH)}p`),
      400,
      AUTH_MESSAGES.passwordTooLong,
      {
        path: 'newPassword',
      },
    );
    expectError(await resetPassword(atLimit, `${atLimit}x`), 400, AUTH_MESSAGES.passwordsDoNotMatch, {
      path: 'confirmPassword',
    });
    // At the limits the password passes; what is left is the link, which is not a real one.
    for (const password of [atLimit, passwordOf(MAX_PASSWORD_LENGTH)]) {
      expectError(await resetPassword(password), 400, AUTH_MESSAGES.resetLinkInvalid);
    }
  });
});
