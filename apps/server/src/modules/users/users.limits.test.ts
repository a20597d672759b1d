import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH, MAX_PERSON_NAME_LENGTH, userSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

// The admin's Create User and Edit User dialogs, and the change-password dialog: their limits over
// the API, in the words the dialogs show (decision 030).
const suite = useRouteSuite();

const newUser = (fields: Record<string, unknown>) =>
  suite.send('POST', '/api/Users', suite.admin, {
    email: `limits.${crypto.randomUUID()}@example.com`,
    password: 'Secret@123',
    firstName: 'Meera',
    lastName: 'Iyer',
    role: 'Customer',
    ...fields,
  });

describe('limits the screens enforce, over the API', () => {
  it(`Create User: names of at most ${MAX_PERSON_NAME_LENGTH} characters, "${AUTH_MESSAGES.namesTooLong}"`, async () => {
    for (const field of ['firstName', 'lastName']) {
      expectError(
        await newUser({ [field]: 'n'.repeat(MAX_PERSON_NAME_LENGTH + 1) }),
        400,
        AUTH_MESSAGES.namesTooLong,
        {
          path: field,
        },
      );
    }
    const user = expectBody(
      await newUser({ firstName: 'n'.repeat(MAX_PERSON_NAME_LENGTH) }),
      201,
      userSchema,
    );
    expect(user.firstName).toHaveLength(MAX_PERSON_NAME_LENGTH);
  });

  it(`Create User: a password of at most ${MAX_PASSWORD_LENGTH} characters, "${AUTH_MESSAGES.passwordTooLong}"`, async () => {
    expectError(
      await newUser({ password: 'p'.repeat(MAX_PASSWORD_LENGTH + 1) }),
      400,
      AUTH_MESSAGES.passwordTooLong,
      {
        path: 'password',
      },
    );
    expectBody(await newUser({ password: 'p'.repeat(MAX_PASSWORD_LENGTH) }), 201, userSchema);
  });

  it(`change password: at most ${MAX_PASSWORD_LENGTH} characters, in the same words`, async () => {
    const person = await suite.newUser();
    const long = 'p'.repeat(MAX_PASSWORD_LENGTH + 1);
    expectError(
      await suite.send('PUT', '/api/users/change-password', person, {
        currentPassword: person.password,
        newPassword: long,
        confirmPassword: long,
      }),
      400,
      AUTH_MESSAGES.passwordTooLong,
    );
  });
});
