import { SECOND_FACTOR_MESSAGES, userSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { uniqueEmail } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { setUpSecondFactor } from '../../../test/second-factor-kit';
import { bearer } from '../../../test/send-request';
import { ROLE_MESSAGE, userReads } from './users.test-kit';

// Admin user management: an admin creates accounts of every role.
const suite = useRouteSuite();
const { listedUsers, readBack, signedIn } = userReads(suite);

describe('POST /api/Users', () => {
  const url = '/api/Users';
  const newAccount = (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail('created'),
    password: 'secret7',
    firstName: 'Vikram',
    lastName: 'Iyer',
    role: 'Customer',
    ...overrides,
  });

  /** How many users match the e-mail, as the admin list sees it. */
  const usersWithEmail = async (email: string) => (await listedUsers({ search: email })).total;

  it('401 without a token and with a garbage token, and no account is created', async () => {
    const account = newAccount();
    await expectSignInRequired((caller) => suite.send('POST', url, caller, account));
    expect(await usersWithEmail(account.email)).toBe(0);
  });

  it('400 "Please fill in all required fields" for a missing or blank e-mail, password or name', async () => {
    const required = 'Please fill in all required fields';
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...newAccount(), email: undefined }, 'email'],
      [newAccount({ email: '   ' }), 'email'],
      [{ ...newAccount(), password: undefined }, 'password'],
      // An empty password is also shorter than the minimum: both rules name it.
      [newAccount({ password: '' }), 'password', 'Password must be at least 6 characters long'],
      [{ ...newAccount(), firstName: undefined }, 'firstName'],
      [newAccount({ firstName: '  ' }), 'firstName'],
      [{ ...newAccount(), lastName: undefined }, 'lastName'],
      [newAccount({ lastName: '' }), 'lastName'],
    ];
    for (const [payload, path, alsoBroken] of cases) {
      const response = await suite.send('POST', url, suite.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const details = [{ path, message: required }];
      if (alsoBroken) details.push({ path, message: alsoBroken });
      expectError(response, 400, required, { details });
    }
  });

  it('400 for a malformed e-mail, a short password, an unknown role and an unknown field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [newAccount({ email: 'not-an-email' }), 'Please enter a valid email address', 'email'],
      [newAccount({ password: '12345' }), 'Password must be at least 6 characters long', 'password'],
      [newAccount({ role: 'Superuser' }), ROLE_MESSAGE, 'role'],
      [newAccount({ status: 'Inactive' }), 'Unknown field: status', ''],
    ];
    for (const [payload, message, path] of cases) {
      const response = await suite.send('POST', url, suite.admin, payload);
      expectError(response, 400, message, { path });
      expect(await usersWithEmail(String(payload.email))).toBe(0);
    }
  });

  it('403 for a customer and a consultant, even with an invalid body, and no account is created', async () => {
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await suite.newUser({ role });
      const account = newAccount({ role: 'Admin' });
      expectError(await suite.send('POST', url, caller, account), ...ADMIN_ONLY);
      expect(await usersWithEmail(account.email)).toBe(0);
      expectError(await suite.send('POST', url, caller, {}), ...ADMIN_ONLY);
    }
  });

  it('409 whose error contains "already" for an e-mail that exists, whatever its case', async () => {
    const existing = await suite.newUser();
    const response = await suite.send(
      'POST',
      url,
      suite.admin,
      newAccount({ email: `  ${existing.email.toUpperCase()} ` }),
    );
    const body = expectError(response, 409, 'An account with this email already exists');
    expect(body.error).toContain('already');
    expect(await readBack(existing.id)).toMatchObject({ firstName: 'Test', lastName: 'Customer' });
  });

  it('201 for every role, e-mail lower-cased, verified and active: each can sign in at once', async () => {
    for (const role of ['customer', 'Consultant', 'ADMIN']) {
      const email = uniqueEmail('Created').toUpperCase();
      const response = await suite.send('POST', url, suite.admin, newAccount({ email: ` ${email} `, role }));
      const created = expectBody(response, 201, userSchema);
      const expectedRole = role.charAt(0).toUpperCase() + role.slice(1).toLowerCase();
      expect(created).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Vikram',
        lastName: 'Iyer',
        role: expectedRole,
        status: 'Active',
        emailVerified: true,
        hourlyRate: null,
      });
      expect(created).not.toHaveProperty('password');
      expect(created).not.toHaveProperty('passwordHash');

      expect(await signedIn(email, 'secret7')).toMatchObject({ id: created.id, role: expectedRole });
    }
  });

  it('201 as a Customer when no role is given', async () => {
    const { role: _role, ...account } = newAccount();
    const response = await suite.send('POST', url, suite.admin, account);
    expect(expectBody(response, 201, userSchema).role).toBe('Customer');
  });

  it('201 for an admin who signs in, sets up a second factor and then uses admin routes', async () => {
    const account = newAccount({ role: 'Admin' });
    expectBody(await suite.send('POST', url, suite.admin, account), 201, userSchema);
    const { token } = await signedIn(account.email, account.password);
    const list = () => suite.send('GET', `/api/Admin/users?search=${account.email}`, bearer(token));
    expectError(await list(), 403, SECOND_FACTOR_MESSAGES.requiredForAdmins, {
      code: 'SECOND_FACTOR_REQUIRED',
    });

    await setUpSecondFactor(suite.send, bearer(token));
    expect((await listedUsers({ search: account.email }, bearer(token))).total).toBe(1);
  });
});
