import type { Role, UserStatus } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authHeader, DEFAULT_PASSWORD, type TestUser, uniqueEmail } from '../../../test/factories';
import { users } from '../../db/schema';
import {
  ADMIN_ONLY,
  admin,
  bearer,
  ctx,
  expectError,
  expectUnauthenticated,
  GARBAGE_TOKEN,
  type Headers,
  listUsers,
  login,
  NO_TOKEN,
  newUser,
  ROLE_MESSAGE,
  readBack,
  SESSION_EXPIRED,
  STATUS_MESSAGE,
  send,
  setUpUsersTestApp,
  tag,
  unknownId,
} from './users.test-kit';

// Admin user management: create, activate and deactivate, list with filters, change roles.
setUpUsersTestApp();

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
  async function usersWithEmail(email: string) {
    const response = await listUsers({ search: email });
    expect(response.statusCode).toBe(200);
    return response.json().total as number;
  }

  it('401 without a token and with a garbage token, and no account is created', async () => {
    const account = newAccount();
    expectUnauthenticated(await send('POST', url, NO_TOKEN, account), 'Authentication required');
    expectUnauthenticated(await send('POST', url, GARBAGE_TOKEN, account), SESSION_EXPIRED);
    expect(await usersWithEmail(account.email)).toBe(0);
  });

  it('400 "Please fill in all required fields" for a missing or blank e-mail, password or name', async () => {
    const cases = [
      { ...newAccount(), email: undefined },
      newAccount({ email: '   ' }),
      { ...newAccount(), password: undefined },
      newAccount({ password: '' }),
      { ...newAccount(), firstName: undefined },
      newAccount({ firstName: '  ' }),
      { ...newAccount(), lastName: undefined },
      newAccount({ lastName: '' }),
    ];
    for (const payload of cases) {
      const response = await send('POST', url, authHeader(admin), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, 'VALIDATION_FAILED', 'Please fill in all required fields');
    }
  });

  it('400 for a malformed e-mail, a short password, an unknown role and an unknown field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [newAccount({ email: 'not-an-email' }), 'Please enter a valid email address'],
      [newAccount({ password: '12345' }), 'Password must be at least 6 characters long'],
      [newAccount({ role: 'Superuser' }), ROLE_MESSAGE],
      [newAccount({ status: 'Inactive' }), 'Unknown field: status'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', url, authHeader(admin), payload);
      expectError(response, 400, 'VALIDATION_FAILED', message);
      expect(await usersWithEmail(String(payload.email))).toBe(0);
    }
  });

  it('403 for a customer and a consultant, even with an invalid body, and no account is created', async () => {
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await newUser({ role });
      const account = newAccount({ role: 'Admin' });
      const response = await send('POST', url, authHeader(caller), account);
      expectError(response, 403, 'FORBIDDEN', ADMIN_ONLY);
      expect(await usersWithEmail(account.email)).toBe(0);
      const invalid = await send('POST', url, authHeader(caller), {});
      expectError(invalid, 403, 'FORBIDDEN', ADMIN_ONLY);
    }
  });

  it('409 whose error contains "already" for an e-mail that exists, whatever its case', async () => {
    const existing = await newUser();
    const response = await send(
      'POST',
      url,
      authHeader(admin),
      newAccount({ email: `  ${existing.email.toUpperCase()} ` }),
    );
    expectError(response, 409, 'CONFLICT', 'An account with this email already exists');
    expect(response.json().error).toContain('already');
    expect(await readBack(existing.id)).toMatchObject({ firstName: 'Test', lastName: 'Customer' });
  });

  it('201 for every role, e-mail lower-cased, verified and active: each can sign in at once', async () => {
    for (const role of ['customer', 'Consultant', 'ADMIN']) {
      const email = uniqueEmail('Created').toUpperCase();
      const response = await send('POST', url, authHeader(admin), newAccount({ email: ` ${email} `, role }));
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json();
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

      const signIn = await login(email, 'secret1');
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(signIn.json()).toMatchObject({ id: created.id, role: expectedRole });
    }
  });

  it('201 as a Customer when no role is given', async () => {
    const { role: _role, ...account } = newAccount();
    const response = await send('POST', url, authHeader(admin), account);
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('Customer');
  });

  it('201 for an admin who can use admin routes with the token from signing in', async () => {
    const account = newAccount({ role: 'Admin' });
    expect((await send('POST', url, authHeader(admin), account)).statusCode).toBe(201);
    const token = (await login(account.email, account.password)).json().token;
    const response = await listUsers({ search: account.email }, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(1);
  });
});

describe('PUT /api/Users/:id/status', () => {
  const setStatus = (id: string, status: unknown, headers: Headers = authHeader(admin)) =>
    send('PUT', `/api/Users/${id}/status`, headers, { status });

  it('401 without a token and with a garbage token; the user stays active', async () => {
    const user = await newUser();
    expectUnauthenticated(await setStatus(user.id, 'Inactive', NO_TOKEN), 'Authentication required');
    expectUnauthenticated(await setStatus(user.id, 'Inactive', GARBAGE_TOKEN), SESSION_EXPIRED);
    expect((await readBack(user.id)).status).toBe('Active');
  });

  it('400 "Status must be Active or Inactive" for an unknown or missing status', async () => {
    const user = await newUser();
    for (const status of ['Paused', 'Blocked', '', 1, null, undefined]) {
      const response = await setStatus(user.id, status);
      expectError(response, 400, 'VALIDATION_FAILED', STATUS_MESSAGE);
    }
    expect((await readBack(user.id)).status).toBe('Active');
  });

  it('400 for an unknown field and for a non-uuid id', async () => {
    const user = await newUser();
    const extra = await send('PUT', `/api/Users/${user.id}/status`, authHeader(admin), {
      status: 'Inactive',
      reason: 'x',
    });
    expectError(extra, 400, 'VALIDATION_FAILED', 'Unknown field: reason');
    expectError(await setStatus('42', 'Inactive'), 400, 'VALIDATION_FAILED', 'Invalid id');
    expect((await readBack(user.id)).status).toBe('Active');
  });

  it('403 for a customer and a consultant; the target stays active', async () => {
    const target = await newUser();
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await newUser({ role });
      expectError(await setStatus(target.id, 'Inactive', authHeader(caller)), 403, 'FORBIDDEN', ADMIN_ONLY);
      // Not even their own account: status is an admin decision.
      expectError(await setStatus(caller.id, 'Inactive', authHeader(caller)), 403, 'FORBIDDEN', ADMIN_ONLY);
    }
    expect((await readBack(target.id)).status).toBe('Active');
  });

  it('403 "You cannot deactivate your own account" for an admin, who stays signed in', async () => {
    const otherAdmin = await newUser({ role: 'Admin' });
    const response = await setStatus(otherAdmin.id, 'inactive', authHeader(otherAdmin));
    expectError(response, 403, 'FORBIDDEN', 'You cannot deactivate your own account');
    const stillIn = await send('GET', `/api/users/${otherAdmin.id}`, authHeader(otherAdmin));
    expect(stillIn.statusCode).toBe(200);
    expect(stillIn.json().status).toBe('Active');
  });

  it('404 "User not found" for an unknown id', async () => {
    expectError(await setStatus(unknownId(), 'Inactive'), 404, 'NOT_FOUND', 'User not found');
  });

  it("200 deactivating: the user's existing token is refused at once and signing in gives 403", async () => {
    const user = await newUser({ role: 'Consultant' });
    const token = authHeader(user);
    expect((await send('GET', `/api/users/${user.id}`, token)).statusCode).toBe(200);

    const response = await setStatus(user.id, 'Inactive');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, status: 'Inactive' });

    expectUnauthenticated(await send('GET', `/api/users/${user.id}`, token), SESSION_EXPIRED);
    expectError(
      await login(user.email, DEFAULT_PASSWORD),
      403,
      'ACCOUNT_DEACTIVATED',
      'Your account has been deactivated. Please contact support.',
    );
    expect((await readBack(user.id)).status).toBe('Inactive');
  });

  it('200 deactivating an admin ends their admin access at once', async () => {
    const otherAdmin = await newUser({ role: 'Admin' });
    const token = authHeader(otherAdmin);
    expect((await setStatus(otherAdmin.id, 'Inactive')).statusCode).toBe(200);
    expectUnauthenticated(await listUsers({}, token), SESSION_EXPIRED);
  });

  it('200 reactivating (any case) lets the user sign in again; the token from before stays revoked', async () => {
    const user = await newUser();
    const oldToken = authHeader(user);
    expect((await setStatus(user.id, 'Inactive')).statusCode).toBe(200);

    const response = await setStatus(user.id, 'active');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, status: 'Active' });

    const signIn = await login(user.email, DEFAULT_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect((await send('GET', `/api/users/${user.id}`, bearer(signIn.json().token))).statusCode).toBe(200);
    expectUnauthenticated(await send('GET', `/api/users/${user.id}`, oldToken), SESSION_EXPIRED);
  });

  it('200 setting the status a user already has changes nothing: their token keeps working', async () => {
    const user = await newUser();
    const token = authHeader(user);
    const response = await setStatus(user.id, 'Active');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Active', updatedAt: user.updatedAt.toISOString() });
    expect((await send('GET', `/api/users/${user.id}`, token)).statusCode).toBe(200);

    const selfActive = await setStatus(admin.id, 'Active');
    expect(selfActive.statusCode).toBe(200);
    expect(selfActive.json().status).toBe('Active');
  });
});

describe('GET /api/Admin/users', () => {
  /** A handful of users sharing a marker in their last name, created oldest first. */
  /**
   * Users created one second apart, in order, and newer than anyone made before them: the embedded
   * database's clock can give two quick inserts the same timestamp, and "newest first" needs them
   * apart to be tested at all.
   */
  async function createTagged(marker: string, specs: Array<{ role?: Role; status?: UserStatus }>) {
    const created: TestUser[] = [];
    const start = Date.now() + 60_000;
    for (const [index, spec] of specs.entries()) {
      const user = await newUser({ ...spec, lastName: `Marker${marker}`, email: uniqueEmail(`m${marker}`) });
      await ctx.database.db
        .update(users)
        .set({ createdAt: new Date(start + index * 1000) })
        .where(eq(users.id, user.id));
      created.push(user);
    }
    return created;
  }

  it('401 without a token and with a garbage token', async () => {
    expectUnauthenticated(await listUsers({}, NO_TOKEN), 'Authentication required');
    expectUnauthenticated(await listUsers({}, GARBAGE_TOKEN), SESSION_EXPIRED);
  });

  it('400 for pageSize over 100, and page or pageSize under 1', async () => {
    const cases: Array<[Record<string, number>, string]> = [
      [{ pageSize: 101 }, 'pageSize must be at most 100'],
      [{ pageSize: 0 }, 'pageSize must be 1 or more'],
      [{ page: 0 }, 'page must be 1 or more'],
    ];
    for (const [query, message] of cases) {
      expectError(await listUsers(query), 400, 'VALIDATION_FAILED', message);
    }
    expect((await listUsers({ pageSize: 100 })).statusCode).toBe(200);
  });

  it('400 for a page that is not a whole number, naming the field', async () => {
    expectError(await listUsers({ page: 'two' }), 400, 'VALIDATION_FAILED', 'page must be a number');
    const fraction = await listUsers({ page: 1.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'page' }] });
  });

  it('400 for an unknown role or status filter', async () => {
    expectError(await listUsers({ role: 'Wizard' }), 400, 'VALIDATION_FAILED', ROLE_MESSAGE);
    expectError(await listUsers({ status: 'Paused' }), 400, 'VALIDATION_FAILED', STATUS_MESSAGE);
  });

  it('403 for a customer and a consultant', async () => {
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await newUser({ role });
      expectError(await listUsers({}, authHeader(caller)), 403, 'FORBIDDEN', ADMIN_ONLY);
    }
  });

  it('200 with the defaults, newest first, and without password hashes', async () => {
    const marker = tag();
    const [first, second, third] = await createTagged(marker, [{}, { role: 'Consultant' }, {}]);
    const response = await listUsers({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    expect(body.items.length).toBe(Math.min(20, body.total));
    expect(body.items.slice(0, 3).map((user: { id: string }) => user.id)).toEqual([
      third?.id,
      second?.id,
      first?.id,
    ]);
    const times = body.items.map((user: { createdAt: string }) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of body.items) expect(item).not.toHaveProperty('passwordHash');
  });

  it('counts every user by role and status, whatever the filters', async () => {
    const before = (await listUsers({})).json().counts;
    await createTagged(tag(), [
      { role: 'Customer' },
      { role: 'Customer', status: 'Inactive' },
      { role: 'Consultant' },
      { role: 'Admin', status: 'Inactive' },
    ]);
    const response = await listUsers({ search: 'nobody-matches-this', role: 'Admin', status: 'Active' });
    expect(response.statusCode).toBe(200);
    const { counts, total, items } = response.json();
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
    expect((await listUsers({})).json().total).toBe(counts.total);
  });

  it('searches e-mail, first name, last name and full name, case-insensitively', async () => {
    const marker = tag();
    const user = await newUser({
      email: `Inbox.${marker}@Example.com`,
      firstName: `Ada${marker}`,
      lastName: `Lovelace${marker}`,
    });
    await newUser({ firstName: `Ada${marker}x`, lastName: 'Other' });
    const searches: Array<[string, number]> = [
      [`INBOX.${marker}`, 1],
      [`lovelace${marker.toUpperCase()}`, 1],
      [`ada${marker}`, 2],
      [`ADA${marker} LOVELACE${marker}`, 1],
      [`  ada${marker} lovelace${marker}  `, 1],
      [`lovelace${marker} ada${marker}`, 0],
    ];
    for (const [search, expected] of searches) {
      const body = (await listUsers({ search })).json();
      expect(body.total, search).toBe(expected);
      expect(body.items.length, search).toBe(expected);
      if (expected === 1) expect(body.items[0].id, search).toBe(user.id);
    }
  });

  it('treats % and _ in a search as plain characters', async () => {
    await createTagged(tag(), [{}, {}]);
    for (const search of ['%', '_', '\\']) {
      const body = (await listUsers({ search })).json();
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
      const response = await listUsers({ search: `Marker${marker}`, ...query });
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      const body = response.json();
      expect(body.total).toBe(body.items.length);
      return body.items.map((user: { id: string }) => user.id).sort();
    };
    const sorted = (...users: Array<TestUser | undefined>) => users.map((user) => user?.id).sort();

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
    const page = async (n: number) => {
      const response = await listUsers({ search: `marker${marker}`, page: n, pageSize: 2 });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    const [one, two, three, four] = [await page(1), await page(2), await page(3), await page(4)];
    for (const [body, n] of [
      [one, 1],
      [two, 2],
      [three, 3],
      [four, 4],
    ] as const) {
      expect(body).toMatchObject({ page: n, pageSize: 2, total: 5 });
    }
    const seen = [one, two, three].flatMap((body) => body.items.map((user: { id: string }) => user.id));
    expect(seen).toEqual(newestFirst);
    expect(four.items).toEqual([]);
    expect((await listUsers({ search: `marker${marker}`, pageSize: 100 })).json().items).toHaveLength(5);
  });
});

describe('PUT /api/Admin/users/:id/role', () => {
  const setRole = (id: string, payload: unknown, headers: Headers = authHeader(admin)) =>
    send('PUT', `/api/Admin/users/${id}/role`, headers, payload);

  it('401 without a token and with a garbage token; the role stays', async () => {
    const user = await newUser();
    expectUnauthenticated(await setRole(user.id, '"Admin"', NO_TOKEN), 'Authentication required');
    expectUnauthenticated(await setRole(user.id, '"Admin"', GARBAGE_TOKEN), SESSION_EXPIRED);
    expect((await readBack(user.id)).role).toBe('Customer');
  });

  it('400 for an unknown role, bare or as { role }, a number or array, an unknown field and a non-uuid id', async () => {
    const user = await newUser();
    for (const payload of ['"Wizard"', '""', '" "', { role: 'Wizard' }, 42, ['Admin'], {}]) {
      const response = await setRole(user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, 'VALIDATION_FAILED', ROLE_MESSAGE);
    }
    const extra = await setRole(user.id, { role: 'Admin', extra: true });
    expectError(extra, 400, 'VALIDATION_FAILED', 'Unknown field: extra');
    expectError(await setRole('nope', '"Consultant"'), 400, 'VALIDATION_FAILED', 'Invalid id');
    expect((await readBack(user.id)).role).toBe('Customer');
  });

  it('400 for an empty body and for a body that is not JSON', async () => {
    const user = await newUser();
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Admin/users/${user.id}/role`,
      headers: { ...authHeader(admin), 'content-type': 'application/json' },
    });
    expectError(empty, 400, 'MALFORMED_REQUEST', 'The request body is empty; send a JSON object');
    expectError(
      await setRole(user.id, 'Consultant'),
      400,
      'MALFORMED_REQUEST',
      'The request body is not valid JSON',
    );
    expect((await readBack(user.id)).role).toBe('Customer');
  });

  it('403 for a customer and a consultant, including on their own account', async () => {
    const target = await newUser();
    for (const role of ['Customer', 'Consultant'] as const) {
      const caller = await newUser({ role });
      expectError(await setRole(target.id, '"Admin"', authHeader(caller)), 403, 'FORBIDDEN', ADMIN_ONLY);
      expectError(await setRole(caller.id, '"Admin"', authHeader(caller)), 403, 'FORBIDDEN', ADMIN_ONLY);
      expect((await readBack(caller.id)).role).toBe(role);
    }
    expect((await readBack(target.id)).role).toBe('Customer');
  });

  it('403 "You cannot change your own role" for an admin', async () => {
    const self = await newUser({ role: 'Admin' });
    for (const payload of ['"Customer"', '"Admin"', { role: 'Consultant' }]) {
      const response = await setRole(self.id, payload, authHeader(self));
      expectError(response, 403, 'FORBIDDEN', 'You cannot change your own role');
    }
    expect((await readBack(self.id)).role).toBe('Admin');
  });

  it('404 "User not found" for an unknown id', async () => {
    expectError(await setRole(unknownId(), '"Consultant"'), 404, 'NOT_FOUND', 'User not found');
  });

  it('200 with the bare role string in any case, or with { role }', async () => {
    const user = await newUser();
    const cases: Array<[unknown, Role]> = [
      ['"Consultant"', 'Consultant'],
      ['"admin"', 'Admin'],
      [{ role: 'customer' }, 'Customer'],
    ];
    for (const [payload, role] of cases) {
      const response = await setRole(user.id, payload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, role, email: user.email, status: 'Active' });
      expect((await readBack(user.id)).role).toBe(role);
    }
  });

  it('takes effect on existing tokens at once: promoted users gain admin routes, demoted ones lose them', async () => {
    const customer = await newUser();
    const customerToken = authHeader(customer);
    expectError(await listUsers({}, customerToken), 403, 'FORBIDDEN', ADMIN_ONLY);
    expect((await setRole(customer.id, '"Admin"')).statusCode).toBe(200);
    expect((await listUsers({}, customerToken)).statusCode).toBe(200);

    const otherAdmin = await newUser({ role: 'Admin' });
    const adminToken = authHeader(otherAdmin);
    expect((await listUsers({}, adminToken)).statusCode).toBe(200);
    expect((await setRole(otherAdmin.id, '"Consultant"')).statusCode).toBe(200);
    expectError(await listUsers({}, adminToken), 403, 'FORBIDDEN', ADMIN_ONLY);
  });
});
