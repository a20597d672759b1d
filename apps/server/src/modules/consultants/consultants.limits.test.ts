import { HOURLY_RATE_MESSAGES, HOURLY_RATE_STEP, MAX_HOURLY_RATE, userSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

// The rate is the consultants' rule (shared/consultants); PUT users/{id}/hourly-rate serves it.
const suite = useRouteSuite();

const setRate = (hourlyRate: unknown) =>
  suite.send('PUT', `/api/users/${suite.consultant.id}/hourly-rate`, suite.consultant, { hourlyRate });

async function expectAccepted(hourlyRate: number) {
  const user = expectBody(await setRate(hourlyRate), 200, userSchema);
  expect(user.hourlyRate).toBe(hourlyRate);
}

const expectRefused = async (hourlyRate: unknown) =>
  expectError(await setRate(hourlyRate), 400, HOURLY_RATE_MESSAGES.invalid, { path: 'hourlyRate' });

describe('limits the screens enforce, over the API', () => {
  it(`hourly rate: above 0, "${HOURLY_RATE_MESSAGES.invalid}" (spec §5); the lowest is ₹${HOURLY_RATE_STEP}`, async () => {
    await expectRefused(0);
    await expectAccepted(HOURLY_RATE_STEP);
  });

  it(`hourly rate: at most two decimals (input step ${HOURLY_RATE_STEP})`, async () => {
    await expectRefused(1500.005);
    await expectAccepted(1500.05);
  });

  it(`hourly rate: at most ₹${MAX_HOURLY_RATE}`, async () => {
    await expectRefused(MAX_HOURLY_RATE + HOURLY_RATE_STEP);
    await expectAccepted(MAX_HOURLY_RATE);
  });
});
