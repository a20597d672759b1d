import crypto from 'node:crypto';
import type { AvailabilitySlot } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { startsOf, useAvailabilityKit } from './availability.test-kit';

const { kit, setNow, newConsultant, publish, listForConsultant, slotsIn, remove } = useAvailabilityKit();

describe('DELETE /api/ConsultantAvailability/:slotId', () => {
  let consultant: TestUser;
  let slots: AvailabilitySlot[];

  beforeAll(async () => {
    consultant = await newConsultant();
    slots = await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T11:00:00Z');
  });

  const slotAt = (time: string) => slots.find((slot) => slot.slotStartTime === `2031-05-12T${time}:00.000Z`)!;

  it('401 without a token', async () => {
    expectError(await remove(slotAt('10:30').id, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 "Invalid id" for an id that is not a uuid', async () => {
    expectError(await remove('not-a-uuid', consultant), 400, 'Invalid id', { path: 'slotId' });
  });

  it("404 'Slot not found' for an unknown slot, and for another consultant's or a customer's attempt", async () => {
    const other = await newConsultant();
    for (const [slotId, user] of [
      [crypto.randomUUID(), consultant],
      [slotAt('10:30').id, other],
      [slotAt('10:30').id, kit.customer],
    ] as const) {
      expectError(await remove(slotId, user), 404, 'Slot not found');
    }
    expect(startsOf(await slotsIn(listForConsultant(consultant.id)))).toContain('2031-05-12T10:30:00.000Z');
  });

  it('409 for a booked slot, also for an admin', async () => {
    await kit.markSlotBooked(slotAt('10:00').id);
    for (const user of [consultant, kit.admin]) {
      const response = await remove(slotAt('10:00').id, user);
      expect(response.statusCode, user.role).toBe(409);
      expectError(response, 409, 'Booked slots cannot be deleted');
    }
  });

  it('409 for a slot that has ended, from the moment it ends', async () => {
    setNow('2031-05-12T09:00:00Z');
    expectError(await remove(slotAt('08:30').id, consultant), 409, 'Expired slots cannot be deleted');
  });

  it('204 for a free slot that is under way but has not ended', async () => {
    setNow('2031-05-12T09:29:59Z');
    const response = await remove(slotAt('09:00').id, consultant);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('204 for its consultant; then it is gone and a second delete is a 404', async () => {
    const response = await remove(slotAt('10:30').id, consultant);
    expect(response.statusCode).toBe(204);
    expectError(await remove(slotAt('10:30').id, consultant), 404, 'Slot not found');
  });

  it("204 for an admin removing a consultant's free slot", async () => {
    const response = await remove(slotAt('09:30').id, kit.admin);
    expect(response.statusCode).toBe(204);
    expect(startsOf(await slotsIn(listForConsultant(consultant.id)))).toEqual([
      '2031-05-12T08:30:00.000Z',
      '2031-05-12T10:00:00.000Z',
    ]);
  });
});
