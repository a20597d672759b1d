import { AUTH_MESSAGES, USER_MESSAGES, type User, userSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';

// The Settings screen keeps a person's names read-only ('Contact support if you need to update
// user names'); the admin's Edit User dialog changes another person's names and never a role:
// PUT users/{id} follows them.
const suite = useRouteSuite();

const put = (person: TestUser, id: string, payload: unknown) =>
  suite.send('PUT', `/api/users/${id}`, person, payload);

async function readBack(id: string): Promise<User> {
  return expectBody(await suite.send('GET', `/api/users/${id}`, suite.admin), 200, userSchema);
}

describe('PUT /api/users/:id on your own account', () => {
  it.each(['customer', 'consultant', 'admin'] as const)(
    '403 for a %s changing their own names, which stay as they were',
    async (who) => {
      const person = suite[who];
      const before = await readBack(person.id);
      const response = await put(person, person.id, { firstName: 'Someone', lastName: 'Else' });
      expectError(response, 403, USER_MESSAGES.cannotChangeOwnNames);
      expect(await readBack(person.id)).toEqual(before);
    },
  );

  it('403 for one name changed, even by a single character', async () => {
    const person = suite.customer;
    const response = await put(person, person.id, {
      firstName: person.firstName,
      lastName: `${person.lastName}s`,
    });
    expectError(response, 403, 'Contact support if you need to update user names');
  });

  it(`the role is judged first: a new role with new names is "${USER_MESSAGES.roleChangesDisabled}"`, async () => {
    const person = suite.consultant;
    const response = await put(person, person.id, { firstName: 'New', lastName: 'Name', role: 'Admin' });
    expectError(response, 403, USER_MESSAGES.roleChangesDisabled);
    expect(await readBack(person.id)).toMatchObject({ role: 'Consultant', firstName: person.firstName });
  });

  it('200 and nothing written for the profile sent back as it is (names trimmed, role in any case)', async () => {
    const person = await suite.newUser({ firstName: 'Meera', lastName: 'Iyer' });
    const before = await readBack(person.id);
    const response = await put(person, person.id, {
      firstName: ' Meera ',
      lastName: 'Iyer',
      role: 'customer',
    });
    expect(expectBody(response, 200, userSchema)).toEqual(before);
    expect(await readBack(person.id)).toEqual(before);
  });
});

describe("PUT /api/users/:id on someone else's account", () => {
  it("200 for an admin changing another person's names", async () => {
    const person = await suite.newUser({ firstName: 'Kiran', lastName: 'Das' });
    const response = await put(suite.admin, person.id, { firstName: 'Kiran', lastName: 'Dasgupta' });
    expect(expectBody(response, 200, userSchema)).toMatchObject({
      id: person.id,
      firstName: 'Kiran',
      lastName: 'Dasgupta',
      role: 'Customer',
    });
    expect(await readBack(person.id)).toMatchObject({ lastName: 'Dasgupta' });
  });

  it('200 with the names trimmed and the current role in any case, as the Edit User dialog sends them', async () => {
    const person = await suite.newUser({ role: 'Consultant', firstName: 'Ravi', lastName: 'Kumar' });
    const response = await put(suite.admin, person.id, {
      firstName: '  Ravindra ',
      lastName: '\tKumar Rao  ',
      role: 'consultant',
    });
    expect(expectBody(response, 200, userSchema)).toMatchObject({
      firstName: 'Ravindra',
      lastName: 'Kumar Rao',
      role: 'Consultant',
    });
    expect(await readBack(person.id)).toMatchObject({ firstName: 'Ravindra', lastName: 'Kumar Rao' });
  });

  it("400 in the shared schema's words for blank or overlong names; nothing is written", async () => {
    const person = await suite.newUser({ firstName: 'Meena', lastName: 'Shah' });
    const cases: Array<[unknown, string, string]> = [
      [{ firstName: '   ', lastName: 'Shah' }, 'firstName', AUTH_MESSAGES.namesRequired],
      [{ firstName: 'Meena', lastName: '' }, 'lastName', AUTH_MESSAGES.namesRequired],
      [
        { firstName: 'Meena', lastName: 'S'.repeat(101) },
        'lastName',
        'Names must be at most 100 characters long',
      ],
    ];
    for (const [payload, path, message] of cases) {
      expectError(await put(suite.admin, person.id, payload), 400, message, { path });
    }
    expect(await readBack(person.id)).toMatchObject({ firstName: 'Meena', lastName: 'Shah' });
  });

  it(`403 "${USER_MESSAGES.roleChangesDisabled}" for an admin sending another role: neither names nor role change`, async () => {
    const person = await suite.newUser({ firstName: 'Anil', lastName: 'Joshi' });
    const before = await readBack(person.id);
    for (const role of ['Admin', 'consultant']) {
      const response = await put(suite.admin, person.id, { firstName: 'Anil', lastName: 'Joshi-Rao', role });
      expectError(response, 403, 'Role changes are disabled for security reasons');
    }
    expect(await readBack(person.id)).toEqual(before);
  });

  it('404 for anyone else, whose names stay as they were', async () => {
    const person = await suite.newUser({ firstName: 'Ravi', lastName: 'Kumar' });
    const response = await put(suite.consultant, person.id, { firstName: 'Changed', lastName: 'Name' });
    expectError(response, 404, 'User not found');
    expect(await readBack(person.id)).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar' });
  });
});
