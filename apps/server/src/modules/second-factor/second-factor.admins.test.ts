import {
  listUsersResponseSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorStatusSchema,
  systemSettingSchema,
  userSchema,
} from '@basisdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ONLY, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { setUpSecondFactor } from '../../../test/second-factor-kit';

// Admins must have a second factor while AdminSecondFactorRequired is on (the default): the admin
// routes refuse them until they set one up; their own account stays open to them.
const suite = useRouteSuite();

const SETTING = '/api/SystemSettings/AdminSecondFactorRequired';
const adminRoute = (caller: TestUser) => suite.send('GET', '/api/Admin/users', caller);
const setRequirement = async (value: 'true' | 'false') =>
  expectBody(await suite.send('PUT', SETTING, suite.admin, { value }), 200, systemSettingSchema);
const statusOf = async (person: TestUser) =>
  expectBody(await suite.send('GET', '/api/auth/second-factor', person), 200, secondFactorStatusSchema);
const expectSecondFactorRequired = (response: Awaited<ReturnType<typeof adminRoute>>) =>
  expectError(response, 403, SECOND_FACTOR_MESSAGES.requiredForAdmins, { code: 'SECOND_FACTOR_REQUIRED' });

afterEach(() => setRequirement('true'));

describe('admins and their second factor', () => {
  it('is required by default', async () => {
    const setting = expectBody(await suite.send('GET', SETTING, suite.admin), 200, systemSettingSchema);
    expect(setting).toMatchObject({ key: 'AdminSecondFactorRequired', value: 'true', updatedAt: null });
  });

  it('403 SECOND_FACTOR_REQUIRED on admin routes for an admin without one', async () => {
    const admin = await suite.newUser({ role: 'Admin', secondFactor: false });
    expectSecondFactorRequired(await adminRoute(admin));
    expectSecondFactorRequired(await suite.send('GET', SETTING, admin));
    // Turning the requirement off is an admin route too: it cannot be done without a factor.
    expectSecondFactorRequired(await suite.send('PUT', SETTING, admin, { value: 'false' }));
  });

  it('their own account stays open: profile, time zone, the set-up, which says it is required', async () => {
    const admin = await suite.newUser({ role: 'Admin', secondFactor: false });
    expect(expectBody(await suite.send('GET', `/api/users/${admin.id}`, admin), 200, userSchema).id).toBe(
      admin.id,
    );
    const zone = await suite.send('PUT', '/api/users/time-zone', admin, { timeZone: 'Asia/Kolkata' });
    expect(zone.statusCode, zone.body).toBe(200);
    expect(await statusOf(admin)).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    await setUpSecondFactor(suite.send, admin);
    expect(await statusOf(admin)).toMatchObject({ enabled: true, required: true });
    expectBody(await adminRoute(admin), 200, listUsersResponseSchema);
  });

  it('with the requirement off, an admin without one may use admin routes, and is not required', async () => {
    const admin = await suite.newUser({ role: 'Admin', secondFactor: false });
    expect((await setRequirement('false')).value).toBe('false');
    expectBody(await adminRoute(admin), 200, listUsersResponseSchema);
    expect((await statusOf(admin)).required).toBe(false);

    await setRequirement('true');
    expectSecondFactorRequired(await adminRoute(admin));
  });

  it('customers and consultants get the usual 403, never the second-factor one', async () => {
    for (const person of [suite.customer, suite.consultant]) {
      expectError(await adminRoute(person), ...ADMIN_ONLY);
      expect((await statusOf(person)).required).toBe(false);
    }
  });

  it("400 for a value that is not 'true' or 'false'", async () => {
    const response = await suite.send('PUT', SETTING, suite.admin, { value: 'yes' });
    expectError(response, 400, "Value must be 'true' or 'false'", { path: 'value' });
  });
});
