import { changePasswordResponseSchema, userSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser } from '../../../test/factories';
import { notificationsIn } from '../../../test/notification-kit';
import { useRouteSuite } from '../../../test/route-suite';
import { bearer, type Caller } from '../../../test/send-request';

// Security notices (always sent) written with the account change that causes them.
const suite = useRouteSuite();

const securityNoticesOf = async (userId: string) =>
  (await notificationsIn(suite.database.db)).filter(
    (row) => row.recipientId === userId && row.category === 'security',
  );

describe('security.passwordChanged from PUT /api/users/change-password', () => {
  const change = (user: TestUser, currentPassword: string, newPassword: string) =>
    suite.send('PUT', '/api/users/change-password', user, {
      currentPassword,
      newPassword,
      confirmPassword: newPassword,
    });

  it('one notice to the person, about no ticket, due at once', async () => {
    const user = await suite.newUser();
    const before = Date.now();
    expectBody(await change(user, DEFAULT_PASSWORD, 'n3wpwd-1'), 200, changePasswordResponseSchema);

    const [notice, ...more] = await securityNoticesOf(user.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      recipientId: user.id,
      event: 'security.passwordChanged',
      category: 'security',
      status: 'queued',
      ticketId: null,
      payload: {},
    });
    expect(notice?.runAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(notice?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('each change is its own notice: two changes, two notices', async () => {
    const user = await suite.newUser();
    const first = expectBody(
      await change(user, DEFAULT_PASSWORD, 'n3wpwd-1'),
      200,
      changePasswordResponseSchema,
    );
    const again = await suite.send('PUT', '/api/users/change-password', bearer(first.token), {
      currentPassword: 'n3wpwd-1',
      newPassword: 'n3wpwd-2',
      confirmPassword: 'n3wpwd-2',
    });
    expectBody(again, 200, changePasswordResponseSchema);

    const notices = await securityNoticesOf(user.id);
    expect(notices.map((row) => row.event)).toEqual(['security.passwordChanged', 'security.passwordChanged']);
    expect(new Set(notices.map((row) => row.dedupeKey)).size).toBe(2);
  });

  it('none when the current password is wrong, nor for a refused new password', async () => {
    const user = await suite.newUser();
    expectError(await change(user, 'not-my-password', 'n3wpwd-1'), 400, 'Current password is incorrect.', {
      path: 'currentPassword',
    });
    expectError(
      await change(user, DEFAULT_PASSWORD, '12345'),
      400,
      'New password must be at least 6 characters long.',
      { path: 'newPassword' },
    );
    expect(await securityNoticesOf(user.id)).toEqual([]);
  });
});

describe('security.accountDeactivated from PUT /api/Users/:id/status', () => {
  const setStatus = (id: string, status: string, caller: Caller = suite.admin) =>
    suite.send('PUT', `/api/Users/${id}/status`, caller, { status });

  it('one notice to the deactivated person, none to the admin', async () => {
    const user = await suite.newUser({ role: 'Consultant' });
    expectBody(await setStatus(user.id, 'Inactive'), 200, userSchema);

    const [notice, ...more] = await securityNoticesOf(user.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      recipientId: user.id,
      event: 'security.accountDeactivated',
      category: 'security',
      ticketId: null,
      payload: {},
    });
    expect(await securityNoticesOf(suite.admin.id)).toEqual([]);
  });

  it('none for reactivating, nor for setting the status an account already has', async () => {
    const user = await suite.newUser();
    expectBody(await setStatus(user.id, 'Active'), 200, userSchema);
    expect(await securityNoticesOf(user.id)).toEqual([]);

    expectBody(await setStatus(user.id, 'Inactive'), 200, userSchema);
    expectBody(await setStatus(user.id, 'Inactive'), 200, userSchema);
    expectBody(await setStatus(user.id, 'Active'), 200, userSchema);
    expect((await securityNoticesOf(user.id)).map((row) => row.event)).toEqual([
      'security.accountDeactivated',
    ]);
  });

  it('a second deactivation after a reactivation is a second notice', async () => {
    const user = await suite.newUser();
    for (const status of ['Inactive', 'Active', 'Inactive']) {
      expectBody(await setStatus(user.id, status), 200, userSchema);
    }
    const notices = await securityNoticesOf(user.id);
    expect(notices.map((row) => row.event)).toEqual([
      'security.accountDeactivated',
      'security.accountDeactivated',
    ]);
    expect(new Set(notices.map((row) => row.dedupeKey)).size).toBe(2);
  });

  it('none when refused: a customer asking, or an admin deactivating themselves', async () => {
    const user = await suite.newUser();
    const customer = await suite.newUser();
    expect((await setStatus(user.id, 'Inactive', customer)).statusCode).toBe(403);
    expectError(await setStatus(suite.admin.id, 'Inactive'), 403, 'You cannot deactivate your own account');
    expect(await securityNoticesOf(user.id)).toEqual([]);
    expect(await securityNoticesOf(suite.admin.id)).toEqual([]);
  });
});
