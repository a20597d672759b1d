import { userSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  expectBody,
  expectError,
  expectSignInRequired,
  SESSION_EXPIRED,
} from '../../../test/expect-response';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { bearer, type Caller, tokenOf } from '../../../test/send-request';
import { STATUS_MESSAGE, unknownId, userReads } from './users.test-kit';

// Admin user management: activating and deactivating an account, which ends its sessions at once.
const suite = useRouteSuite();
const { listUsers, readBack, signIn, signedIn } = userReads(suite);

describe('PUT /api/Users/:id/status', () => {
  const setStatus = (id: string, status: unknown, caller: Caller = suite.admin) =>
    suite.send('PUT', `/api/Users/${id}/status`, caller, { status });

  it('401 without a token and with a garbage token; the user stays active', async () => {
    const user = await suite.newUser();
    await expectSignInRequired((caller) => setStatus(user.id, 'Inactive', caller));
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
