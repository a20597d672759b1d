import type { Role, UserStatus } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, expectError, expectSignInRequired } from '../../../test/expect-response';
import { type TestUser, uniqueEmail } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { users } from '../../db/schema';
import { ROLE_MESSAGE, STATUS_MESSAGE, tag, userReads } from './users.test-kit';

// Admin user management: the list of users with its filters, search, pages and figures.
const suite = useRouteSuite();
const { listedUsers, listUsers } = userReads(suite);

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
    await expectSignInRequired((caller) => listUsers({}, caller));
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
