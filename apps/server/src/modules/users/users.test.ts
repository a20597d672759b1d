import { describe, expect, it } from 'vitest';
import { authHeader, DEFAULT_PASSWORD, type TestUser, uniqueEmail } from '../../../test/factories';
import {
  admin,
  bearer,
  expectError,
  expectUnauthenticated,
  GARBAGE_TOKEN,
  type Headers,
  login,
  NO_TOKEN,
  newUser,
  ROLE_MESSAGE,
  readBack,
  SESSION_EXPIRED,
  send,
  setUpUsersTestApp,
  unknownId,
} from './users.test-kit';

// Routes a signed-in person uses on their own account (admins may use them on anyone).
setUpUsersTestApp();

describe('GET /api/users/:id', () => {
  it('401 "Authentication required" without a token', async () => {
    const user = await newUser();
    expectUnauthenticated(await send('GET', `/api/users/${user.id}`, NO_TOKEN), 'Authentication required');
  });

  it('401 for a garbage token and for a valid token of a user that does not exist', async () => {
    const user = await newUser();
    expectUnauthenticated(await send('GET', `/api/users/${user.id}`, GARBAGE_TOKEN), SESSION_EXPIRED);
    const ghost = authHeader({ id: unknownId(), role: 'Admin', tokenVersion: 0 });
    expectUnauthenticated(await send('GET', `/api/users/${user.id}`, ghost), SESSION_EXPIRED);
  });

  it('400 "Invalid id" for an id that is not a uuid', async () => {
    const user = await newUser();
    const response = await send('GET', '/api/users/not-a-uuid', authHeader(user));
    expectError(response, 400, 'VALIDATION_FAILED', 'Invalid id');
  });

  it("404 for another user's id when not an admin, answered exactly as for an unknown id", async () => {
    const customer = await newUser();
    const consultant = await newUser({ role: 'Consultant' });
    const other = await newUser();

    const ofOther = await send('GET', `/api/users/${other.id}`, authHeader(customer));
    expectError(ofOther, 404, 'NOT_FOUND', 'User not found');
    const ofUnknown = await send('GET', `/api/users/${unknownId()}`, authHeader(customer));
    expect(ofUnknown.json()).toEqual(ofOther.json());

    const ofAdmin = await send('GET', `/api/users/${admin.id}`, authHeader(consultant));
    expectError(ofAdmin, 404, 'NOT_FOUND', 'User not found');
  });

  it('404 for an admin asking for an unknown id', async () => {
    const response = await send('GET', `/api/users/${unknownId()}`, authHeader(admin));
    expectError(response, 404, 'NOT_FOUND', 'User not found');
  });

  it('200 with your own profile, without the password hash; the path is matched case-insensitively', async () => {
    const email = uniqueEmail('self');
    const user = await newUser({ email, firstName: 'Meera', lastName: 'Nair', role: 'Consultant' });
    for (const url of [`/api/users/${user.id}`, `/API/USERS/${user.id}`]) {
      const response = await send('GET', url, authHeader(user));
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        id: user.id,
        email,
        firstName: 'Meera',
        lastName: 'Nair',
        role: 'Consultant',
        status: 'Active',
        hourlyRate: null,
        emailVerified: true,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      });
    }
  });

  it('200 for an admin reading any user, including an inactive one', async () => {
    const user = await newUser({ status: 'Inactive', verified: false });
    const body = await readBack(user.id);
    expect(body).toMatchObject({ id: user.id, status: 'Inactive', emailVerified: false });
    expect(body).not.toHaveProperty('passwordHash');
  });
});

describe('PUT /api/users/:id', () => {
  const names = { firstName: 'Asha', lastName: 'Rao' };

  it('401 without a token and with a garbage token', async () => {
    const user = await newUser();
    expectUnauthenticated(
      await send('PUT', `/api/users/${user.id}`, NO_TOKEN, names),
      'Authentication required',
    );
    expectUnauthenticated(await send('PUT', `/api/users/${user.id}`, GARBAGE_TOKEN, names), SESSION_EXPIRED);
    expect((await readBack(user.id)).firstName).toBe('Test');
  });

  it('400 "First name and last name are required" for a blank, missing or non-text name', async () => {
    const user = await newUser();
    const cases = [
      { firstName: '   ', lastName: 'Rao' },
      { firstName: 'Asha', lastName: '' },
      { firstName: 'Asha' },
      { lastName: 'Rao' },
      { firstName: 42, lastName: 'Rao' },
    ];
    for (const payload of cases) {
      const response = await send('PUT', `/api/users/${user.id}`, authHeader(user), payload);
      expectError(response, 400, 'VALIDATION_FAILED', 'First name and last name are required');
    }
    expect(await readBack(user.id)).toMatchObject({ firstName: 'Test', lastName: 'Customer' });
  });

  it('400 for a name over 100 characters, an unknown role, an unknown field and a non-uuid id', async () => {
    const user = await newUser();
    const cases: Array<[string, unknown, string]> = [
      [user.id, { firstName: 'a'.repeat(101), lastName: 'Rao' }, 'Names must be at most 100 characters long'],
      [user.id, { ...names, role: 'Superuser' }, ROLE_MESSAGE],
      [user.id, { ...names, email: 'new@example.com' }, 'Unknown field: email'],
      [user.id, { ...names, status: 'Inactive' }, 'Unknown field: status'],
      ['not-a-uuid', names, 'Invalid id'],
    ];
    for (const [id, payload, message] of cases) {
      const response = await send('PUT', `/api/users/${id}`, authHeader(user), payload);
      expectError(response, 400, 'VALIDATION_FAILED', message);
    }
    expect(await readBack(user.id)).toMatchObject({ firstName: 'Test', email: user.email, status: 'Active' });
  });

  it('400 for a body that is not JSON', async () => {
    const user = await newUser();
    const response = await send('PUT', `/api/users/${user.id}`, authHeader(user), '{"firstName":');
    expectError(response, 400, 'MALFORMED_REQUEST', 'The request body is not valid JSON');
  });

  it('403 "You cannot change your own role" for a customer asking for Admin, role unchanged', async () => {
    const user = await newUser();
    const response = await send('PUT', `/api/users/${user.id}`, authHeader(user), {
      ...names,
      role: 'Admin',
    });
    expectError(response, 403, 'FORBIDDEN', 'You cannot change your own role');
    expect(await readBack(user.id)).toMatchObject({ role: 'Customer', firstName: 'Test' });
  });

  it('403 for an admin changing their own role as well', async () => {
    const self = await newUser({ role: 'Admin' });
    const response = await send('PUT', `/api/users/${self.id}`, authHeader(self), {
      ...names,
      role: 'customer',
    });
    expectError(response, 403, 'FORBIDDEN', 'You cannot change your own role');
    expect(await readBack(self.id)).toMatchObject({ role: 'Admin', firstName: 'Test' });
  });

  it('404 for a non-admin editing another user, whose names stay as they were', async () => {
    const customer = await newUser();
    const other = await newUser({ role: 'Consultant' });
    const response = await send('PUT', `/api/users/${other.id}`, authHeader(customer), names);
    expectError(response, 404, 'NOT_FOUND', 'User not found');
    expect(await readBack(other.id)).toMatchObject({ firstName: 'Test', lastName: 'Consultant' });
  });

  it('404 for an admin editing an unknown id', async () => {
    const response = await send('PUT', `/api/users/${unknownId()}`, authHeader(admin), names);
    expectError(response, 404, 'NOT_FOUND', 'User not found');
  });

  it('403 "Contact support if you need to update user names" for your own names; your current role in any case changes nothing', async () => {
    const user = await newUser({ role: 'Consultant' });
    const response = await send('PUT', `/api/users/${user.id}`, authHeader(user), {
      firstName: '  Asha ',
      lastName: '\tRao  ',
      role: 'consultant',
    });
    expectError(response, 403, 'FORBIDDEN', 'Contact support if you need to update user names');
    expect(await readBack(user.id)).toMatchObject({ firstName: 'Test', lastName: 'Consultant' });
  });

  it("200 for an admin editing another user's names (and role)", async () => {
    const user = await newUser();
    const response = await send('PUT', `/api/Users/${user.id}`, authHeader(admin), {
      firstName: 'Kiran',
      lastName: 'Das',
      role: 'Consultant',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: 'Kiran',
      lastName: 'Das',
      role: 'Consultant',
    });
    expect(await readBack(user.id)).toMatchObject({
      firstName: 'Kiran',
      lastName: 'Das',
      role: 'Consultant',
    });
  });
});

describe('PUT /api/users/change-password', () => {
  const url = '/api/users/change-password';
  const change = (user: TestUser, payload: unknown, headers: Headers = authHeader(user)) =>
    send('PUT', url, headers, payload);

  it('401 without a token and with a garbage token', async () => {
    const payload = { currentPassword: DEFAULT_PASSWORD, newPassword: 'secret9', confirmPassword: 'secret9' };
    expectUnauthenticated(await send('PUT', url, NO_TOKEN, payload), 'Authentication required');
    expectUnauthenticated(await send('PUT', url, GARBAGE_TOKEN, payload), SESSION_EXPIRED);
  });

  it('400 "All password fields are required." first, whatever else is wrong', async () => {
    const user = await newUser();
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
      expectError(response, 400, 'VALIDATION_FAILED', 'All password fields are required.');
    }
  });

  it('400 "New password and confirmation do not match." before the length is checked', async () => {
    const user = await newUser();
    for (const [newPassword, confirmPassword] of [
      ['abc', 'abd'],
      ['secret99', 'secret98'],
    ]) {
      const response = await change(user, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword,
        confirmPassword,
      });
      expectError(response, 400, 'VALIDATION_FAILED', 'New password and confirmation do not match.');
    }
  });

  it('400 "New password must be at least 6 characters long." for 5 characters', async () => {
    const user = await newUser();
    const response = await change(user, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: '12345',
      confirmPassword: '12345',
    });
    expectError(response, 400, 'VALIDATION_FAILED', 'New password must be at least 6 characters long.');
  });

  it('400 for an unknown field, and the path is not taken for a user id whatever its case', async () => {
    const user = await newUser();
    const extra = await change(user, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'secret9',
      confirmPassword: 'secret9',
      userId: admin.id,
    });
    expectError(extra, 400, 'VALIDATION_FAILED', 'Unknown field: userId');
    const shouting = await send('PUT', '/API/Users/Change-Password', authHeader(user), {});
    expectError(shouting, 400, 'VALIDATION_FAILED', 'All password fields are required.');
  });

  it('400 "Current password is incorrect." and nothing changes: the old token and password still work', async () => {
    const user = await newUser();
    const response = await change(user, {
      currentPassword: 'not-my-password',
      newPassword: 'secret9',
      confirmPassword: 'secret9',
    });
    expectError(response, 400, 'VALIDATION_FAILED', 'Current password is incorrect.');
    expect(response.json().details).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect.' },
    ]);

    expect((await send('GET', `/api/users/${user.id}`, authHeader(user))).statusCode).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'secret9')).statusCode).toBe(401);
  });

  it('200 with a new token: the old token is refused, the new one works, only the new password signs in', async () => {
    const user = await newUser();
    const oldToken = authHeader(user);
    const before = Date.now();
    const response = await change(user, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'n3wpwd',
      confirmPassword: 'n3wpwd',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'message', 'token']);
    expect(body.message).toBe('Password changed successfully');
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(before);

    expectUnauthenticated(await send('GET', `/api/users/${user.id}`, oldToken), SESSION_EXPIRED);
    const withNew = await send('GET', `/api/users/${user.id}`, bearer(body.token));
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().id).toBe(user.id);

    const signIn = await login(user.email, 'n3wpwd');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ id: user.id, email: user.email });
    expect((await send('GET', `/api/users/${user.id}`, bearer(signIn.json().token))).statusCode).toBe(200);

    expectError(await login(user.email, DEFAULT_PASSWORD), 401, 'INVALID_CREDENTIALS', 'Invalid credentials');
  });
});
