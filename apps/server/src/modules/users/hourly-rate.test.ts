import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/factories';
import { users } from '../../db/schema';
import {
  admin,
  ctx,
  expectError,
  expectUnauthenticated,
  GARBAGE_TOKEN,
  NO_TOKEN,
  newUser,
  readBack,
  send,
  setUpUsersTestApp,
  unknownId,
} from './users.test-kit';

setUpUsersTestApp();

const INVALID_RATE = 'Please enter a valid hourly rate';
const ONLY_CONSULTANTS = 'Only consultants have an hourly rate';

const setRate = (id: string, headers: Record<string, string>, payload: unknown) =>
  send('PUT', `/api/users/${id}/hourly-rate`, headers, payload);

async function storedPaise(id: string): Promise<number | null> {
  const [row] = await ctx.database.db
    .select({ paise: users.hourlyRatePaise })
    .from(users)
    .where(eq(users.id, id));
  return row?.paise ?? null;
}

describe('PUT /api/users/:id/hourly-rate', () => {
  it('401 without a token or with a garbage one', async () => {
    const consultant = await newUser({ role: 'Consultant' });
    expectUnauthenticated(
      await setRate(consultant.id, NO_TOKEN, { hourlyRate: 1500 }),
      'Authentication required',
    );
    expectUnauthenticated(
      await setRate(consultant.id, GARBAGE_TOKEN, { hourlyRate: 1500 }),
      'Your session has expired. Please sign in again.',
    );
  });

  it('400 "Please enter a valid hourly rate" for zero, negative, 3 decimals, text, too large or missing', async () => {
    const consultant = await newUser({ role: 'Consultant' });
    const values = [0, -1, -0.01, 10.005, 'abc', '', null, true, 1_000_000.01, Number.MAX_SAFE_INTEGER];
    for (const hourlyRate of values) {
      const response = await setRate(consultant.id, authHeader(consultant), { hourlyRate });
      expectError(response, 400, 'VALIDATION_FAILED', INVALID_RATE);
      expect(response.json().details, JSON.stringify(hourlyRate)).toEqual([
        { path: 'hourlyRate', message: INVALID_RATE },
      ]);
    }
    expectError(
      await setRate(consultant.id, authHeader(consultant), {}),
      400,
      'VALIDATION_FAILED',
      INVALID_RATE,
    );
    expect((await readBack(consultant.id)).hourlyRate).toBeNull();
  });

  it('400 for an id that is not a uuid or an unknown field', async () => {
    const consultant = await newUser({ role: 'Consultant' });
    const badId = await setRate('not-a-uuid', authHeader(consultant), { hourlyRate: 1500 });
    expectError(badId, 400, 'VALIDATION_FAILED', 'Invalid id');
    const extra = await setRate(consultant.id, authHeader(consultant), { hourlyRate: 1500, currency: 'INR' });
    expectError(extra, 400, 'VALIDATION_FAILED', 'Unknown field: currency');
  });

  it('403 for a customer or an admin setting a rate on their own account', async () => {
    for (const user of [await newUser({ role: 'Customer' }), admin]) {
      const response = await setRate(user.id, authHeader(user), { hourlyRate: 1500 });
      expectError(response, 403, 'FORBIDDEN', ONLY_CONSULTANTS);
      expect(await storedPaise(user.id), user.role).toBeNull();
    }
  });

  it('403 for an admin setting a rate on a customer', async () => {
    const customer = await newUser({ role: 'Customer' });
    const response = await setRate(customer.id, authHeader(admin), { hourlyRate: 1500 });
    expectError(response, 403, 'FORBIDDEN', ONLY_CONSULTANTS);
  });

  it("404 'User not found' for another user's id when not an admin, answered as for an unknown id", async () => {
    const consultant = await newUser({ role: 'Consultant' });
    const other = await newUser({ role: 'Consultant' });
    const customer = await newUser({ role: 'Customer' });
    for (const [actor, id] of [
      [consultant, other.id],
      [customer, other.id],
      [consultant, unknownId()],
    ] as const) {
      const response = await setRate(id, authHeader(actor), { hourlyRate: 1500 });
      expectError(response, 404, 'NOT_FOUND', 'User not found');
    }
    expect((await readBack(other.id)).hourlyRate).toBeNull();
  });

  it('404 for an admin naming an unknown id', async () => {
    const response = await setRate(unknownId(), authHeader(admin), { hourlyRate: 1500 });
    expectError(response, 404, 'NOT_FOUND', 'User not found');
  });

  it('200 for a consultant setting their own rate: stored in paise, read back in rupees', async () => {
    const consultant = await newUser({ role: 'Consultant', firstName: 'Kiran', lastName: 'Shah' });
    const cases = [
      [1234.5, 123450, 1234.5],
      [999.99, 99999, 999.99],
      [0.01, 1, 0.01],
      ['2500.75', 250075, 2500.75],
      [1_000_000, 100_000_000, 1_000_000],
    ] as const;
    for (const [hourlyRate, paise, rupees] of cases) {
      const response = await setRate(consultant.id, authHeader(consultant), { hourlyRate });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: consultant.id,
        firstName: 'Kiran',
        lastName: 'Shah',
        role: 'Consultant',
        hourlyRate: rupees,
      });
      expect(await storedPaise(consultant.id)).toBe(paise);
      const own = await send('GET', `/api/users/${consultant.id}`, authHeader(consultant));
      expect(own.json().hourlyRate).toBe(rupees);
    }
    const updated = await readBack(consultant.id);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(consultant.updatedAt.getTime());
  });

  it("200 for an admin setting another consultant's rate", async () => {
    const consultant = await newUser({ role: 'Consultant' });
    const response = await setRate(consultant.id, authHeader(admin), { hourlyRate: 4200.1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: consultant.id, hourlyRate: 4200.1 });
    expect(await storedPaise(consultant.id)).toBe(420010);
    const own = await send('GET', `/api/USERS/${consultant.id}`, authHeader(consultant));
    expect(own.json().hourlyRate).toBe(4200.1);
  });
});
