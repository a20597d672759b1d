import { USER_MESSAGES, userSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import { type Caller, tokenOf } from '../../../test/send-request';
import { users } from '../../db/schema';
import { ROLE_MESSAGE, unknownId, userReads } from './users.test-kit';

// Admin user management: role changes are refused (decision 029).
const suite = useRouteSuite();
const { listedUsers, readBack } = userReads(suite);

describe('PUT /api/Admin/users/:id/role', () => {
  // The spec's call table keeps the route (not used by the UI); every role change is refused.
  const setRole = (id: string, payload: unknown, caller: Caller = suite.admin) =>
    suite.send('PUT', `/api/Admin/users/${id}/role`, caller, payload);

  it('401 without a token and with a garbage token; the role stays', async () => {
    const user = await suite.newUser();
    await expectSignInRequired((caller) => setRole(user.id, '"Admin"', caller));
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
