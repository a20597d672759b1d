import { changePasswordResponseSchema, userSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  expectBody,
  expectError,
  expectSignInRequired,
  SESSION_EXPIRED,
} from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser, uniqueEmail } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { bearer, type Caller, tokenOf } from '../../../test/send-request';
import { ROLE_MESSAGE, unknownId, userReads } from './users.test-kit';

// Routes a signed-in person uses on their own account (admins may use them on anyone).
const suite = useRouteSuite();
const { readBack, signIn, signedIn } = userReads(suite);

describe('GET /api/users/:id', () => {
  it('401 without a token, with a garbage token and with a valid token of a user that does not exist', async () => {
    const user = await suite.newUser();
    await expectSignInRequired((caller) => suite.send('GET', `/api/users/${user.id}`, caller));
    const ghost = { id: unknownId(), role: 'Admin', tokenVersion: 0, sessionId: unknownId() } as const;
    expectError(await suite.send('GET', `/api/users/${user.id}`, ghost), ...SESSION_EXPIRED);
  });

  it('400 "Invalid id" for an id that is not a uuid', async () => {
    const user = await suite.newUser();
    const response = await suite.send('GET', '/api/users/not-a-uuid', user);
    expectError(response, 400, 'Invalid id', { path: 'id' });
  });

  it("404 for another user's id when not an admin, answered exactly as for an unknown id", async () => {
    const customer = await suite.newUser();
    const consultant = await suite.newUser({ role: 'Consultant' });
    const other = await suite.newUser();

    const ofOther = await suite.send('GET', `/api/users/${other.id}`, customer);
    expectError(ofOther, 404, 'User not found');
    const ofUnknown = await suite.send('GET', `/api/users/${unknownId()}`, customer);
    expect(ofUnknown.json()).toEqual(ofOther.json());

    const ofAdmin = await suite.send('GET', `/api/users/${suite.admin.id}`, consultant);
    expectError(ofAdmin, 404, 'User not found');
  });

  it('404 for an admin asking for an unknown id', async () => {
    const response = await suite.send('GET', `/api/users/${unknownId()}`, suite.admin);
    expectError(response, 404, 'User not found');
  });

  it('200 with your own profile, without the password hash; the path is matched case-insensitively', async () => {
    const email = uniqueEmail('self');
    const user = await suite.newUser({ email, firstName: 'Meera', lastName: 'Nair', role: 'Consultant' });
    for (const url of [`/api/users/${user.id}`, `/API/USERS/${user.id}`]) {
      const body = expectBody(await suite.send('GET', url, user), 200, userSchema);
      expect(body).toEqual({
        id: user.id,
        email,
        firstName: 'Meera',
        lastName: 'Nair',
        role: 'Consultant',
        status: 'Active',
        hourlyRate: null,
        emailVerified: true,
        timeZone: null,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      });
    }
  });

  it('200 for an admin reading any user, including an inactive one', async () => {
    const user = await suite.newUser({ status: 'Inactive', verified: false });
    const body = await readBack(user.id);
    expect(body).toMatchObject({ id: user.id, status: 'Inactive', emailVerified: false });
    expect(body).not.toHaveProperty('passwordHash');
  });
});

describe('PUT /api/users/:id', () => {
  const names = { firstName: 'Asha', lastName: 'Rao' };

  it('401 without a token and with a garbage token', async () => {
    const user = await suite.newUser();
    await expectSignInRequired((caller) => suite.send('PUT', `/api/users/${user.id}`, caller, names));
    expect((await readBack(user.id)).firstName).toBe('Test');
  });

  it('400 "First name and last name are required" for a blank, missing or non-text name', async () => {
    const user = await suite.newUser();
    const cases: Array<[unknown, string]> = [
      [{ firstName: '   ', lastName: 'Rao' }, 'firstName'],
      [{ firstName: 'Asha', lastName: '' }, 'lastName'],
      [{ firstName: 'Asha' }, 'lastName'],
      [{ lastName: 'Rao' }, 'firstName'],
      [{ firstName: 42, lastName: 'Rao' }, 'firstName'],
    ];
    for (const [payload, path] of cases) {
      const response = await suite.send('PUT', `/api/users/${user.id}`, user, payload);
      expectError(response, 400, 'First name and last name are required', { path });
    }
    expect(await readBack(user.id)).toMatchObject({ firstName: 'Test', lastName: 'Customer' });
  });

  it('400 for a name over 100 characters, an unknown role, an unknown field and a non-uuid id', async () => {
    const user = await suite.newUser();
    const cases: Array<[string, unknown, string, string]> = [
      [
        user.id,
        { firstName: 'a'.repeat(101), lastName: 'Rao' },
        'Names must be at most 100 characters long',
        'firstName',
      ],
      [user.id, { ...names, role: 'Superuser' }, ROLE_MESSAGE, 'role'],
      [user.id, { ...names, email: 'new@example.com' }, 'Unknown field: email', ''],
      [user.id, { ...names, status: 'Inactive' }, 'Unknown field: status', ''],
      ['not-a-uuid', names, 'Invalid id', 'id'],
    ];
    for (const [id, payload, message, path] of cases) {
      const response = await suite.send('PUT', `/api/users/${id}`, user, payload);
      expectError(response, 400, message, { path });
    }
    expect(await readBack(user.id)).toMatchObject({ firstName: 'Test', email: user.email, status: 'Active' });
  });

  it('400 for a body that is not JSON', async () => {
    const user = await suite.newUser();
    const response = await suite.send('PUT', `/api/users/${user.id}`, user, '{"firstName":');
    expectError(response, 400, 'The request body is not valid JSON', { code: 'MALFORMED_REQUEST' });
  });

  it('403 "Role changes are disabled for security reasons" for a customer asking for Admin, role unchanged', async () => {
    const user = await suite.newUser();
    const response = await suite.send('PUT', `/api/users/${user.id}`, user, { ...names, role: 'Admin' });
    expectError(response, 403, 'Role changes are disabled for security reasons');
    expect(await readBack(user.id)).toMatchObject({ role: 'Customer', firstName: 'Test' });
  });

  it('403 for an admin changing their own role as well', async () => {
    const self = await suite.newUser({ role: 'Admin' });
    const response = await suite.send('PUT', `/api/users/${self.id}`, self, { ...names, role: 'customer' });
    expectError(response, 403, 'Role changes are disabled for security reasons');
    expect(await readBack(self.id)).toMatchObject({ role: 'Admin', firstName: 'Test' });
  });

  it('404 for a non-admin editing another user, whose names stay as they were', async () => {
    const customer = await suite.newUser();
    const other = await suite.newUser({ role: 'Consultant' });
    const response = await suite.send('PUT', `/api/users/${other.id}`, customer, names);
    expectError(response, 404, 'User not found');
    expect(await readBack(other.id)).toMatchObject({ firstName: 'Test', lastName: 'Consultant' });
  });

  it('404 for an admin editing an unknown id', async () => {
    const response = await suite.send('PUT', `/api/users/${unknownId()}`, suite.admin, names);
    expectError(response, 404, 'User not found');
  });

  it('403 "Contact support if you need to update user names" for your own names; your current role in any case changes nothing', async () => {
    const user = await suite.newUser({ role: 'Consultant' });
    const response = await suite.send('PUT', `/api/users/${user.id}`, user, {
      firstName: '  Asha ',
      lastName: '\tRao  ',
      role: 'consultant',
    });
    expectError(response, 403, 'Contact support if you need to update user names');
    expect(await readBack(user.id)).toMatchObject({ firstName: user.firstName, lastName: user.lastName });
  });

  it("200 for an admin editing another user's names; the role sent as it is changes nothing", async () => {
    const user = await suite.newUser();
    const response = await suite.send('PUT', `/api/Users/${user.id}`, suite.admin, {
      firstName: 'Kiran',
      lastName: 'Das',
      role: 'Customer',
    });
    expect(expectBody(response, 200, userSchema)).toMatchObject({
      id: user.id,
      firstName: 'Kiran',
      lastName: 'Das',
      role: 'Customer',
    });
    expect(await readBack(user.id)).toMatchObject({ firstName: 'Kiran', lastName: 'Das', role: 'Customer' });
  });
});

describe('PUT /api/users/change-password', () => {
  const url = '/api/users/change-password';
  const change = (user: TestUser, payload: unknown, caller: Caller = user) =>
    suite.send('PUT', url, caller, payload);

  it('401 without a token and with a garbage token', async () => {
    const payload = { currentPassword: DEFAULT_PASSWORD, newPassword: 'secret9', confirmPassword: 'secret9' };
    await expectSignInRequired((caller) => suite.send('PUT', url, caller, payload));
  });

  it('400 "All password fields are required." first, whatever else is wrong', async () => {
    const user = await suite.newUser();
    const cases = [
      {},
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'secret9' },
      { currentPassword: '', newPassword: 'secret9', confirmPassword: 'secret9' },
      { currentPassword: DEFAULT_PASSWORD, newPassword: '', confirmPassword: 'abc' },
      { newPassword: 'abc', confirmPassword: 'xyz' },
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'secret9', confirmPassword: null },
    ];
    for (const payload of cases) {
      const response = await change(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, 'All password fields are required.');
    }
  });

  it('400 "New password and confirmation do not match." before the length is checked', async () => {
    const user = await suite.newUser();
    for (const [newPassword, confirmPassword] of [
      ['abc', 'abd'],
      ['secret99', 'secret98'],
    ]) {
      const response = await change(user, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword,
        confirmPassword,
      });
      expectError(response, 400, 'New password and confirmation do not match.', { path: 'confirmPassword' });
    }
  });

  it('400 "New password must be at least 6 characters long." for 5 characters', async () => {
    const user = await suite.newUser();
    const response = await change(user, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: '12345',
      confirmPassword: '12345',
    });
    expectError(response, 400, 'New password must be at least 6 characters long.', { path: 'newPassword' });
  });

  it('400 for an unknown field, and the path is not taken for a user id whatever its case', async () => {
    const user = await suite.newUser();
    const extra = await change(user, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'secret9',
      confirmPassword: 'secret9',
      userId: suite.admin.id,
    });
    expectError(extra, 400, 'Unknown field: userId', { path: '' });
    const shouting = await suite.send('PUT', '/API/Users/Change-Password', user, {});
    expectError(shouting, 400, 'All password fields are required.');
  });

  it('400 "Current password is incorrect." and nothing changes: the old token and password still work', async () => {
    const user = await suite.newUser();
    const response = await change(user, {
      currentPassword: 'not-my-password',
      newPassword: 'secret9',
      confirmPassword: 'secret9',
    });
    expectError(response, 400, 'Current password is incorrect.', { path: 'currentPassword' });

    expectBody(await suite.send('GET', `/api/users/${user.id}`, user), 200, userSchema);
    await signedIn(user.email, DEFAULT_PASSWORD);
    expectError(await signIn(user.email, 'secret9'), 401, 'Invalid credentials', {
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('200 with a new token: the old token is refused, the new one works, only the new password signs in', async () => {
    const user = await suite.newUser();
    const oldToken = tokenOf(user);
    const before = Date.now();
    const response = await change(user, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'n3wpwd',
      confirmPassword: 'n3wpwd',
    });
    const body = expectBody(response, 200, changePasswordResponseSchema);
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'message', 'token']);
    expect(body.message).toBe('Password changed successfully');
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(before);

    expectError(await suite.send('GET', `/api/users/${user.id}`, oldToken), ...SESSION_EXPIRED);
    const withNew = await suite.send('GET', `/api/users/${user.id}`, bearer(body.token));
    expect(expectBody(withNew, 200, userSchema).id).toBe(user.id);

    const session = await signedIn(user.email, 'n3wpwd');
    expect(session).toMatchObject({ id: user.id, email: user.email });
    expectBody(await suite.send('GET', `/api/users/${user.id}`, bearer(session.token)), 200, userSchema);

    expectError(await signIn(user.email, DEFAULT_PASSWORD), 401, 'Invalid credentials', {
      code: 'INVALID_CREDENTIALS',
    });
  });
});
