import { USER_MESSAGES, type User } from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, type TestUser } from '../../../test/factories';
import { openRouteSuite, type RouteSuite, routeRequester } from '../../../test/route-suite';

// The Settings screen keeps a person's names read-only ('Contact support if you need to update
// user names'), the Edit User screen keeps roles read-only: PUT users/{id} follows them.
let suite: RouteSuite;
const request = routeRequester(() => suite.ctx);

beforeAll(async () => {
  suite = await openRouteSuite({ firstName: 'Asha', lastName: 'Admin' });
});
afterAll(() => suite.ctx.close());

const put = (person: TestUser, id: string, payload: unknown) =>
  request('PUT', `/api/users/${id}`, { payload, headers: authHeader(person) });

async function readBack(id: string): Promise<User> {
  const response = await request('GET', `/api/users/${id}`, { headers: authHeader(suite.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as User;
}

describe('PUT /api/users/:id on your own account', () => {
  it.each(['customer', 'consultant', 'admin'] as const)(
    '403 for a %s changing their own names, which stay as they were',
    async (who) => {
      const person = suite[who];
      const before = await readBack(person.id);
      const response = await put(person, person.id, { firstName: 'Someone', lastName: 'Else' });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: USER_MESSAGES.cannotChangeOwnNames, code: 'FORBIDDEN' });
      expect(await readBack(person.id)).toEqual(before);
    },
  );

  it('403 for one name changed, even by a single character', async () => {
    const person = suite.customer;
    const response = await put(person, person.id, {
      firstName: person.firstName,
      lastName: `${person.lastName}s`,
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toBe('Contact support if you need to update user names');
  });

  it('the role is judged first: a new role with new names is "You cannot change your own role"', async () => {
    const person = suite.consultant;
    const response = await put(person, person.id, { firstName: 'New', lastName: 'Name', role: 'Admin' });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toBe(USER_MESSAGES.cannotChangeOwnRole);
    expect(await readBack(person.id)).toMatchObject({ role: 'Consultant', firstName: person.firstName });
  });

  it('200 and nothing written for the profile sent back as it is (names trimmed, role in any case)', async () => {
    const person = await createUser(suite.ctx.database.db, { firstName: 'Meera', lastName: 'Iyer' });
    const before = await readBack(person.id);
    const response = await put(person, person.id, {
      firstName: ' Meera ',
      lastName: 'Iyer',
      role: 'customer',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(before);
    expect(await readBack(person.id)).toEqual(before);
  });
});

describe("PUT /api/users/:id on someone else's account", () => {
  it("200 for an admin changing another person's names", async () => {
    const person = await createUser(suite.ctx.database.db, { firstName: 'Kiran', lastName: 'Das' });
    const response = await put(suite.admin, person.id, { firstName: 'Kiran', lastName: 'Dasgupta' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: person.id,
      firstName: 'Kiran',
      lastName: 'Dasgupta',
      role: 'Customer',
    });
    expect(await readBack(person.id)).toMatchObject({ lastName: 'Dasgupta' });
  });

  it('404 for anyone else, whose names stay as they were', async () => {
    const person = await createUser(suite.ctx.database.db, { firstName: 'Ravi', lastName: 'Kumar' });
    const response = await put(suite.consultant, person.id, { firstName: 'Changed', lastName: 'Name' });
    expect(response.statusCode, response.body).toBe(404);
    expect(await readBack(person.id)).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar' });
  });
});
