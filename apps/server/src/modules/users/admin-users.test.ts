import { type Role, USER_MESSAGES, type UserStatus, userSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  AUTHENTICATION_REQUIRED,
  expectBody,
  expectError,
  SESSION_EXPIRED,
} from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser, uniqueEmail } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { bearer, type Caller, GARBAGE_TOKEN, NO_TOKEN, tokenOf } from '../../../test/send-request';
import { users } from '../../db/schema';
import { ROLE_MESSAGE, STATUS_MESSAGE, tag, unknownId, userReads } from './users.test-kit';

// Admin user management: create, activate and deactivate, list with filters; role changes refused.
const suite = useRouteSuite();
const { listedUsers, listUsers, readBack, signIn, signedIn } = userReads(suite);

describe('POST /api/Users', () => {
  const url = '/api/Users';
  const newAccount = (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail('created'),
    password: 'secret1',
    firstName: 'Vikram',
    lastName: 'Iyer',
    role: 'Customer',
    ...overrides,
  });

  /** How many users match the e-mail, as the admin list sees it. */
  const usersWithEmail = async (email: string) => (await listedUsers({ search: email })).total;

  it('401 without a token and with a garbage token, and no account is created', async () => {
    const account = newAccount();
    expectError(await suite.send('POST', url, NO_TOKEN, account), ...AUTHENTICATION_REQUIRED);
    expectError(await suite.send('POST', url, GARBAGE_TOKEN, account), ...SESSION_EXPIRED);
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

      expect(await signedIn(email, 'secret1')).toMatchObject({ id: created.id, role: expectedRole });
    }
  });

  it('201 as a Customer when no role is given', async () => {
    const { role: _role, ...account } = newAccount();
    const response = await suite.send('POST', url, suite.admin, account);
    expect(expectBody(response, 201, userSchema).role).toBe('Customer');
  });

  it('201 for an admin who can use admin routes with the token from signing in', async () => {
    const account = newAccount({ role: 'Admin' });
    expectBody(await suite.send('POST', url, suite.admin, account), 201, userSchema);
    const { token } = await signedIn(account.email, account.password);
    expect((await listedUsers({ search: account.email }, bearer(token))).total).toBe(1);
  });
});

describe('PUT /api/Users/:id/status', () => {
  const setStatus = (id: string, status: unknown, caller: Caller = suite.admin) =>
    suite.send('PUT', `/api/Users/${id}/status`, caller, { status });

  it('401 without a token and with a garbage token; the user stays active', async () => {
    const user = await suite.newUser();
    expectError(await setStatus(user.id, 'Inactive', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await setStatus(user.id, 'Inactive', GARBAGE_TOKEN), ...SESSION_EXPIRED);
    expect((await readBack(user.id)).status).toBe('Active');
  });

  it('400 "Status must be Active or Inactive" for an unknown or missing status', async () => {
    const user = await suite.newUser();
    for (const status of ['Paused', 'Blocked', '', 1, null, undefined]) {
      expectError(await setStatus(user.id, status), 400, STATUS_MESSAGE, { path: 'status' });
    }
    expect((await readBack(user.id)).status).toBe('Active');
  });

  it('400 for an unknown field and for a non-uuid id', async () => {
    const user = await suite.newUser();
    const extra = await suite.send('PUT', `/api/Users/${user.id}/status`, suite.admin, {
      status: 'Inactive',
      reason: 'x',
    });
    expectError(extra, 400, 'Unknown field: reason', { path: '' });
    expectError(await setStatus('42', 'Inactive'), 400, 'Invalid id', { path: 'id' });
    expect((await readBack(user.id)).status).toBe('Active');
  });

  it('403 for a customer and a consultant; the target stays active', async () => {
    const target = await suite.newUser();
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await suite.newUser({ role });
      expectError(await setStatus(target.id, 'Inactive', caller), ...ADMIN_ONLY);
      // Not even their own account: status is an admin decision.
      expectError(await setStatus(caller.id, 'Inactive', caller), ...ADMIN_ONLY);
    }
    expect((await readBack(target.id)).status).toBe('Active');
  });

  it('403 "You cannot deactivate your own account" for an admin, who stays signed in', async () => {
    const otherAdmin = await suite.newUser({ role: 'Admin' });
    const response = await setStatus(otherAdmin.id, 'inactive', otherAdmin);
    expectError(response, 403, 'You cannot deactivate your own account');
    const stillIn = await suite.send('GET', `/api/users/${otherAdmin.id}`, otherAdmin);
    expect(expectBody(stillIn, 200, userSchema).status).toBe('Active');
  });

  it('404 "User not found" for an unknown id', async () => {
    expectError(await setStatus(unknownId(), 'Inactive'), 404, 'User not found');
  });

  it("200 deactivating: the user's existing token is refused at once and signing in gives 403", async () => {
    const user = await suite.newUser({ role: 'Consultant' });
    const token = tokenOf(user);
    expectBody(await suite.send('GET', `/api/users/${user.id}`, token), 200, userSchema);

    const response = await setStatus(user.id, 'Inactive');
    expect(expectBody(response, 200, userSchema)).toMatchObject({ id: user.id, status: 'Inactive' });

    expectError(await suite.send('GET', `/api/users/${user.id}`, token), ...SESSION_EXPIRED);
    expectError(
      await signIn(user.email, DEFAULT_PASSWORD),
      403,
      'Your account has been deactivated. Please contact support.',
      { code: 'ACCOUNT_DEACTIVATED' },
    );
    expect((await readBack(user.id)).status).toBe('Inactive');
  });

  it('200 deactivating an admin ends their admin access at once', async () => {
    const otherAdmin = await suite.newUser({ role: 'Admin' });
    const token = tokenOf(otherAdmin);
    expectBody(await setStatus(otherAdmin.id, 'Inactive'), 200, userSchema);
    expectError(await listUsers({}, token), ...SESSION_EXPIRED);
  });

  it('200 reactivating (any case) lets the user sign in again; the token from before stays revoked', async () => {
    const user = await suite.newUser();
    const oldToken = tokenOf(user);
    expectBody(await setStatus(user.id, 'Inactive'), 200, userSchema);

    const response = await setStatus(user.id, 'active');
    expect(expectBody(response, 200, userSchema)).toMatchObject({ id: user.id, status: 'Active' });

    const { token } = await signedIn(user.email, DEFAULT_PASSWORD);
    expectBody(await suite.send('GET', `/api/users/${user.id}`, bearer(token)), 200, userSchema);
    expectError(await suite.send('GET', `/api/users/${user.id}`, oldToken), ...SESSION_EXPIRED);
  });

  it('200 setting the status a user already has changes nothing: their token keeps working', async () => {
    const user = await suite.newUser();
    const token = tokenOf(user);
    const response = await setStatus(user.id, 'Active');
    expect(expectBody(response, 200, userSchema)).toMatchObject({
      status: 'Active',
      updatedAt: user.updatedAt.toISOString(),
    });
    expectBody(await suite.send('GET', `/api/users/${user.id}`, token), 200, userSchema);

    const selfActive = await setStatus(suite.admin.id, 'Active');
    expect(expectBody(selfActive, 200, userSchema).status).toBe('Active');
  });
});

describe('GET /api/Admin/users', () => {
  /**
   * Users created one second apart, in order, and newer than anyone made before them: the embedded
   * database's clock can give two quick inserts the same timestamp, and "newest first" needs them
   * apart to be tested at all.
   */
  async function createTagged(marker: string, specs: Array<{ role?: Role; status?: UserStatus }>) {
    const created: TestUser[] = [];
    const start = Date.now() + 60_000;
    for (const [index, spec] of specs.entries()) {
      const user = await suite.newUser({
        ...spec,
        lastName: `Marker${marker}`,
        email: uniqueEmail(`m${marker}`),
      });
      await suite.database.db
        .update(users)
        .set({ createdAt: new Date(start + index * 1000) })
        .where(eq(users.id, user.id));
      created.push(user);
    }
    return created;
  }

  it('401 without a token and with a garbage token', async () => {
    expectError(await listUsers({}, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await listUsers({}, GARBAGE_TOKEN), ...SESSION_EXPIRED);
  });

  it('400 for pageSize over 100, and page or pageSize under 1', async () => {
    const cases: Array<[Record<string, number>, string, string]> = [
      [{ pageSize: 101 }, 'pageSize must be at most 100', 'pageSize'],
      [{ pageSize: 0 }, 'pageSize must be 1 or more', 'pageSize'],
      [{ page: 0 }, 'page must be 1 or more', 'page'],
    ];
    for (const [query, message, path] of cases) {
      expectError(await listUsers(query), 400, message, { path });
    }
    await listedUsers({ pageSize: 100 });
  });

  it('400 for a page that is not a whole number, naming the field', async () => {
    expectError(await listUsers({ page: 'two' }), 400, 'page must be a number', { path: 'page' });
    const fraction = expectError(await listUsers({ page: 1.5 }), 400, /./);
    expect(fraction.details).toMatchObject([{ path: 'page' }]);
  });

  it('400 for an unknown role or status filter', async () => {
    expectError(await listUsers({ role: 'Wizard' }), 400, ROLE_MESSAGE, { path: 'role' });
    expectError(await listUsers({ status: 'Paused' }), 400, STATUS_MESSAGE, { path: 'status' });
  });

  it('403 for a customer and a consultant', async () => {
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await suite.newUser({ role });
      expectError(await listUsers({}, caller), ...ADMIN_ONLY);
    }
  });

  it('200 with the defaults, newest first, and without password hashes', async () => {
    const marker = tag();
    const [first, second, third] = await createTagged(marker, [{}, { role: 'Consultant' }, {}]);
    const body = await listedUsers({});
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    expect(body.items.length).toBe(Math.min(20, body.total));
    expect(body.items.slice(0, 3).map((user) => user.id)).toEqual([third?.id, second?.id, first?.id]);
    const times = body.items.map((user) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of body.items) expect(item).not.toHaveProperty('passwordHash');
  });

  it('counts every user by role and status, whatever the filters', async () => {
    const before = (await listedUsers({})).counts;
    await createTagged(tag(), [
      { role: 'Customer' },
      { role: 'Customer', status: 'Inactive' },
      { role: 'Consultant' },
      { role: 'Admin', status: 'Inactive' },
    ]);
    const { counts, total, items } = await listedUsers({
      search: 'nobody-matches-this',
      role: 'Admin',
      status: 'Active',
    });
    expect(total).toBe(0);
    expect(items).toEqual([]);
    expect(counts).toEqual({
      total: before.total + 4,
      customers: before.customers + 2,
      consultants: before.consultants + 1,
      admins: before.admins + 1,
      active: before.active + 2,
      inactive: before.inactive + 2,
    });
    expect(counts.total).toBe(counts.customers + counts.consultants + counts.admins);
    expect(counts.total).toBe(counts.active + counts.inactive);
    expect((await listedUsers({})).total).toBe(counts.total);
  });

  it('searches e-mail, first name, last name and full name, case-insensitively', async () => {
    const marker = tag();
    const user = await suite.newUser({
      email: `Inbox.${marker}@Example.com`,
      firstName: `Ada${marker}`,
      lastName: `Lovelace${marker}`,
    });
    await suite.newUser({ firstName: `Ada${marker}x`, lastName: 'Other' });
    const searches: Array<[string, number]> = [
      [`INBOX.${marker}`, 1],
      [`lovelace${marker.toUpperCase()}`, 1],
      [`ada${marker}`, 2],
      [`ADA${marker} LOVELACE${marker}`, 1],
      [`  ada${marker} lovelace${marker}  `, 1],
      [`lovelace${marker} ada${marker}`, 0],
    ];
    for (const [search, expected] of searches) {
      const body = await listedUsers({ search });
      expect(body.total, search).toBe(expected);
      expect(body.items.length, search).toBe(expected);
      if (expected === 1) expect(body.items[0]?.id, search).toBe(user.id);
    }
  });

  it('treats % and _ in a search as plain characters', async () => {
    await createTagged(tag(), [{}, {}]);
    for (const search of ['%', '_', '\\']) {
      const body = await listedUsers({ search });
      expect(body.total, search).toBe(0);
      expect(body.items, search).toEqual([]);
    }
  });

  it('filters by role and status in any case; "Blocked" means Inactive and "all" means no filter', async () => {
    const marker = tag();
    const [customer, inactiveCustomer, consultant, inactiveAdmin] = await createTagged(marker, [
      { role: 'Customer' },
      { role: 'Customer', status: 'Inactive' },
      { role: 'Consultant' },
      { role: 'Admin', status: 'Inactive' },
    ]);
    const ids = async (query: Record<string, string>) => {
      const body = await listedUsers({ search: `Marker${marker}`, ...query });
      expect(body.total, JSON.stringify(query)).toBe(body.items.length);
      return body.items.map((user) => user.id).sort();
    };
    const sorted = (...people: Array<TestUser | undefined>) => people.map((user) => user?.id).sort();

    expect(await ids({ role: 'customer' })).toEqual(sorted(customer, inactiveCustomer));
    expect(await ids({ role: 'CONSULTANT' })).toEqual(sorted(consultant));
    expect(await ids({ role: 'Admin' })).toEqual(sorted(inactiveAdmin));
    expect(await ids({ status: 'inactive' })).toEqual(sorted(inactiveCustomer, inactiveAdmin));
    expect(await ids({ status: 'Blocked' })).toEqual(sorted(inactiveCustomer, inactiveAdmin));
    expect(await ids({ status: 'blocked' })).toEqual(sorted(inactiveCustomer, inactiveAdmin));
    expect(await ids({ status: 'ACTIVE' })).toEqual(sorted(customer, consultant));
    expect(await ids({ role: 'Customer', status: 'Active' })).toEqual(sorted(customer));
    expect(await ids({ role: 'all', status: 'All' })).toEqual(
      sorted(customer, inactiveCustomer, consultant, inactiveAdmin),
    );
    expect(await ids({ role: '', status: '' })).toHaveLength(4);
  });

  it('pages through the matches: total counts them all, a page past the end is empty', async () => {
    const marker = tag();
    const created = await createTagged(marker, [{}, {}, {}, {}, {}]);
    const newestFirst = created.map((user) => user.id).reverse();
    const page = (n: number) => listedUsers({ search: `marker${marker}`, page: n, pageSize: 2 });

    const [one, two, three, four] = [await page(1), await page(2), await page(3), await page(4)];
    for (const [body, n] of [
      [one, 1],
      [two, 2],
      [three, 3],
      [four, 4],
    ] as const) {
      expect(body).toMatchObject({ page: n, pageSize: 2, total: 5 });
    }
    const seen = [one, two, three].flatMap((body) => body.items.map((user) => user.id));
    expect(seen).toEqual(newestFirst);
    expect(four.items).toEqual([]);
    expect((await listedUsers({ search: `marker${marker}`, pageSize: 100 })).items).toHaveLength(5);
  });
});

describe('PUT /api/Admin/users/:id/role', () => {
  // The spec's call table keeps the route (not used by the UI); every role change is refused.
  const setRole = (id: string, payload: unknown, caller: Caller = suite.admin) =>
    suite.send('PUT', `/api/Admin/users/${id}/role`, caller, payload);

  it('401 without a token and with a garbage token; the role stays', async () => {
    const user = await suite.newUser();
    expectError(await setRole(user.id, '"Admin"', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await setRole(user.id, '"Admin"', GARBAGE_TOKEN), ...SESSION_EXPIRED);
    expect((await readBack(user.id)).role).toBe('Customer');
  });

  it('400 for an unknown role, bare or as { role }, a number or array, an unknown field and a non-uuid id', async () => {
    const user = await suite.newUser();
    for (const payload of ['"Wizard"', '""', '" "', { role: 'Wizard' }, 42, ['Admin'], {}]) {
      const response = await setRole(user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, ROLE_MESSAGE);
    }
    const extra = await setRole(user.id, { role: 'Admin', extra: true });
    expectError(extra, 400, 'Unknown field: extra');
    expectError(await setRole('nope', '"Consultant"'), 400, 'Invalid id', { path: 'id' });
    expect((await readBack(user.id)).role).toBe('Customer');
  });

  it('400 for an empty body and for a body that is not JSON', async () => {
    const user = await suite.newUser();
    const empty = await suite.send('PUT', `/api/Admin/users/${user.id}/role`, {
      headers: { ...tokenOf(suite.admin).headers, 'content-type': 'application/json' },
    });
    expectError(empty, 400, ROLE_MESSAGE);
    expectError(await setRole(user.id, 'Consultant'), 400, 'The request body is not valid JSON', {
      code: 'MALFORMED_REQUEST',
    });
    expect((await readBack(user.id)).role).toBe('Customer');
  });

  it('403 for a customer and a consultant, including on their own account', async () => {
    const target = await suite.newUser();
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await suite.newUser({ role });
      expectError(await setRole(target.id, '"Admin"', caller), ...ADMIN_ONLY);
      expectError(await setRole(caller.id, '"Admin"', caller), ...ADMIN_ONLY);
      expect((await readBack(caller.id)).role).toBe(role);
    }
    expect((await readBack(target.id)).role).toBe('Customer');
  });

  it(`403 "${USER_MESSAGES.roleChangesDisabled}" for an admin, bare or as { role }; the role stays`, async () => {
    const user = await suite.newUser({ role: 'Consultant' });
    const before = await readBack(user.id);
    for (const payload of ['"Admin"', '"customer"', { role: 'Admin' }, { role: 'CUSTOMER' }]) {
      expectError(await setRole(user.id, payload), 403, 'Role changes are disabled for security reasons');
    }
    expect(await readBack(user.id)).toEqual(before);
    const [row] = await suite.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.role).toBe('Consultant');
  });

  it('403 for an admin on their own account too; they stay an admin', async () => {
    const self = await suite.newUser({ role: 'Admin' });
    for (const payload of ['"Customer"', { role: 'Consultant' }]) {
      expectError(await setRole(self.id, payload, self), 403, USER_MESSAGES.roleChangesDisabled);
    }
    expect((await readBack(self.id)).role).toBe('Admin');
    await listedUsers({}, self);
  });

  it('404 "User not found" for an unknown id', async () => {
    expectError(await setRole(unknownId(), '"Consultant"'), 404, 'User not found');
  });

  it('200 and nothing written for the role the account already has, in any case, bare or as { role }', async () => {
    const user = await suite.newUser({ role: 'Consultant' });
    const before = await readBack(user.id);
    for (const payload of ['"Consultant"', '"consultant"', { role: 'CONSULTANT' }]) {
      expect(expectBody(await setRole(user.id, payload), 200, userSchema)).toEqual(before);
    }
    expect(await readBack(user.id)).toEqual(before);
  });
});
