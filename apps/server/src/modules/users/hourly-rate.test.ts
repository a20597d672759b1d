import { userSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import type { Caller } from '../../../test/send-request';
import { users } from '../../db/schema';
import { unknownId, userReads } from './users.test-kit';

const suite = useRouteSuite();
const { readBack } = userReads(suite);

const INVALID_RATE = 'Please enter a valid hourly rate';
const ONLY_CONSULTANTS = 'Only consultants have an hourly rate';

const setRate = (id: string, caller: Caller, payload: unknown) =>
  suite.send('PUT', `/api/users/${id}/hourly-rate`, caller, payload);

async function storedPaise(id: string): Promise<number | null> {
  const [row] = await suite.database.db
    .select({ paise: users.hourlyRatePaise })
    .from(users)
    .where(eq(users.id, id));
  return row?.paise ?? null;
}

describe('PUT /api/users/:id/hourly-rate', () => {
  it('401 without a token or with a garbage one', async () => {
    const consultant = await suite.newUser({ role: 'Consultant' });
    await expectSignInRequired((caller) => setRate(consultant.id, caller, { hourlyRate: 1500 }));
  });

  it('400 "Please enter a valid hourly rate" for zero, negative, 3 decimals, text, too large or missing', async () => {
    const consultant = await suite.newUser({ role: 'Consultant' });
    const values = [0, -1, -0.01, 10.005, 'abc', '', null, true, 1_000_000.01, Number.MAX_SAFE_INTEGER];
    for (const hourlyRate of values) {
      const response = await setRate(consultant.id, consultant, { hourlyRate });
      expect(response.statusCode, JSON.stringify(hourlyRate)).toBe(400);
      expectError(response, 400, INVALID_RATE, { path: 'hourlyRate' });
    }
    expectError(await setRate(consultant.id, consultant, {}), 400, INVALID_RATE);
    expect((await readBack(consultant.id)).hourlyRate).toBeNull();
  });

  it('400 for an id that is not a uuid or an unknown field', async () => {
    const consultant = await suite.newUser({ role: 'Consultant' });
    const badId = await setRate('not-a-uuid', consultant, { hourlyRate: 1500 });
    expectError(badId, 400, 'Invalid id', { path: 'id' });
    const extra = await setRate(consultant.id, consultant, { hourlyRate: 1500, currency: 'INR' });
    expectError(extra, 400, 'Unknown field: currency', { path: '' });
  });

  it('403 for a customer or an admin setting a rate on their own account', async () => {
    for (const user of [await suite.newUser({ role: 'Customer' }), suite.admin]) {
      const response = await setRate(user.id, user, { hourlyRate: 1500 });
      expectError(response, 403, ONLY_CONSULTANTS);
      expect(await storedPaise(user.id), user.role).toBeNull();
    }
  });

  it('403 for an admin setting a rate on a customer', async () => {
    const customer = await suite.newUser({ role: 'Customer' });
    expectError(await setRate(customer.id, suite.admin, { hourlyRate: 1500 }), 403, ONLY_CONSULTANTS);
  });

  it("404 'User not found' for another user's id when not an admin, answered as for an unknown id", async () => {
    const consultant = await suite.newUser({ role: 'Consultant' });
    const other = await suite.newUser({ role: 'Consultant' });
    const customer = await suite.newUser({ role: 'Customer' });
    for (const [actor, id] of [
      [consultant, other.id],
      [customer, other.id],
      [consultant, unknownId()],
    ] as const) {
      expectError(await setRate(id, actor, { hourlyRate: 1500 }), 404, 'User not found');
    }
    expect((await readBack(other.id)).hourlyRate).toBeNull();
  });

  it('404 for an admin naming an unknown id', async () => {
    expectError(await setRate(unknownId(), suite.admin, { hourlyRate: 1500 }), 404, 'User not found');
  });

  it('200 for a consultant setting their own rate: stored in paise, read back in rupees', async () => {
    const consultant = await suite.newUser({ role: 'Consultant', firstName: 'Kiran', lastName: 'Shah' });
    const cases = [
      [1234.5, 123450, 1234.5],
      [999.99, 99999, 999.99],
      [0.01, 1, 0.01],
      ['2500.75', 250075, 2500.75],
      [1_000_000, 100_000_000, 1_000_000],
    ] as const;
    for (const [hourlyRate, paise, rupees] of cases) {
      const response = await setRate(consultant.id, consultant, { hourlyRate });
      expect(expectBody(response, 200, userSchema)).toMatchObject({
        id: consultant.id,
        firstName: 'Kiran',
        lastName: 'Shah',
        role: 'Consultant',
        hourlyRate: rupees,
      });
      expect(await storedPaise(consultant.id)).toBe(paise);
      const own = await suite.send('GET', `/api/users/${consultant.id}`, consultant);
      expect(expectBody(own, 200, userSchema).hourlyRate).toBe(rupees);
    }
    const updated = await readBack(consultant.id);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(consultant.updatedAt.getTime());
  });

  it("200 for an admin setting another consultant's rate", async () => {
    const consultant = await suite.newUser({ role: 'Consultant' });
    const response = await setRate(consultant.id, suite.admin, { hourlyRate: 4200.1 });
    expect(expectBody(response, 200, userSchema)).toMatchObject({ id: consultant.id, hourlyRate: 4200.1 });
    expect(await storedPaise(consultant.id)).toBe(420010);
    const own = await suite.send('GET', `/api/USERS/${consultant.id}`, consultant);
    expect(expectBody(own, 200, userSchema).hourlyRate).toBe(4200.1);
  });
});
