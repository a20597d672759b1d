import crypto from 'node:crypto';
import { createAvailabilityResponseSchema } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { block, expectOverlap, iso, NOW, plus, startsOf, useAvailabilityKit } from './availability.test-kit';

const { kit, setNow, newConsultant, post, publish, listForConsultant, slotsIn } = useAvailabilityKit();

describe('POST /api/ConsultantAvailability', () => {
  let consultant: TestUser;
  beforeAll(async () => {
    consultant = await newConsultant();
  });

  it('401 without a token', async () => {
    const response = await post(block(consultant, '2031-05-12T10:00:00Z', '2031-05-12T11:00:00Z'), NO_TOKEN);
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a missing or malformed consultant id or time, or an unknown field', async () => {
    const valid = block(consultant, '2031-05-12T10:00:00Z', '2031-05-12T11:00:00Z');
    const cases = [
      [{ ...valid, consultantId: 'not-a-uuid' }, 'consultantId must be a valid id', 'consultantId'],
      [{ ...valid, consultantId: undefined }, 'consultantId must be a valid id', 'consultantId'],
      [{ ...valid, slotStartTime: 'tomorrow' }, 'Invalid ISO datetime', 'slotStartTime'],
      [{ ...valid, slotEndTime: '2031-05-12' }, 'Invalid ISO datetime', 'slotEndTime'],
      [{ ...valid, slotStartTime: undefined }, 'slotStartTime is required', 'slotStartTime'],
      [{ ...valid, isBooked: true }, 'Unknown field: isBooked', ''],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await post(payload, consultant);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, message, { path });
    }
  });

  it('400 for a start more than a minute in the past, and accepts one 59 seconds ago', async () => {
    const late = iso(Date.parse(NOW) - 61_000);
    const refused = await post(block(consultant, late, plus(late, 30)), consultant);
    expectError(refused, 400, 'The start time cannot be in the past', { path: 'slotStartTime' });

    const recent = iso(Date.parse(NOW) - 59_000);
    const slots = await publish(consultant, recent, plus(recent, 30));
    expect(slots).toMatchObject([
      { slotStartTime: recent, slotEndTime: plus(recent, 30), status: 'Available' },
    ]);
  });

  it('400 for a start beyond the next 7 days, and accepts one exactly 7 days ahead', async () => {
    const weekAhead = plus(NOW, 7 * 24 * 60);
    const beyond = plus(weekAhead, 1);
    const refused = await post(block(consultant, beyond, plus(beyond, 60)), consultant);
    expectError(refused, 400, 'Availability can be published for the next 7 days only', {
      path: 'slotStartTime',
    });
    expect(await publish(consultant, weekAhead, plus(weekAhead, 60))).toHaveLength(2);
  });

  it('400 for an end at or before the start', async () => {
    for (const end of ['2031-05-12T12:00:00Z', '2031-05-12T11:30:00Z']) {
      const response = await post(block(consultant, '2031-05-12T12:00:00Z', end), consultant);
      expect(response.statusCode, end).toBe(400);
      expectError(response, 400, 'The end time must be after the start time', { path: 'slotEndTime' });
    }
  });

  it('400 for a block over 8 hours, and accepts exactly 8 hours as 16 slots', async () => {
    const refused = await post(block(consultant, '2031-05-13T08:00:00Z', '2031-05-13T16:30:00Z'), consultant);
    expectError(refused, 400, 'A block can be at most 8 hours long', { path: 'slotEndTime' });
    expect(await publish(consultant, '2031-05-13T08:00:00Z', '2031-05-13T16:00:00Z')).toHaveLength(16);
  });

  it('400 for a duration that is not a multiple of 30 minutes', async () => {
    for (const end of ['2031-05-14T08:45:00Z', '2031-05-14T09:00:01Z']) {
      const response = await post(block(consultant, '2031-05-14T08:00:00Z', end), consultant);
      expect(response.statusCode, end).toBe(400);
      expectError(response, 400, 'The duration must be a multiple of 30 minutes', { path: 'slotEndTime' });
    }
  });

  it('403 for a consultant or a customer publishing for another consultant, and nothing is created', async () => {
    const other = await newConsultant();
    for (const user of [consultant, kit.customer]) {
      const response = await post(block(other, '2031-05-14T10:00:00Z', '2031-05-14T11:00:00Z'), user);
      expect(response.statusCode, user.role).toBe(403);
      expectError(response, 403, 'You can only manage your own availability');
    }
    expect(await slotsIn(listForConsultant(other.id))).toEqual([]);
  });

  it('404 "Consultant not found" for an id that is no consultant: a customer, an admin, an unknown id', async () => {
    for (const id of [kit.customer.id, kit.admin.id, crypto.randomUUID()]) {
      const response = await post(
        { consultantId: id, slotStartTime: '2031-05-14T10:00:00Z', slotEndTime: '2031-05-14T11:00:00Z' },
        kit.admin,
      );
      expect(response.statusCode, id).toBe(404);
      expectError(response, 404, 'Consultant not found');
    }
  });

  it('201: a 3-hour block (sent in IST) becomes 6 free 30-minute slots in UTC, in time order', async () => {
    const own = await newConsultant();
    const slots = await publish(own, '2031-05-12T16:00:00+05:30', '2031-05-12T19:00:00+05:30');
    expect(slots).toEqual(
      ['10:30', '11:00', '11:30', '12:00', '12:30', '13:00'].map((time) => ({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        consultantId: own.id,
        slotStartTime: `2031-05-12T${time}:00.000Z`,
        slotEndTime: plus(`2031-05-12T${time}:00.000Z`, 30),
        isBooked: false,
        status: 'Available',
      })),
    );
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(6);
    expect(await slotsIn(listForConsultant(own.id))).toEqual(slots);
  });

  it("201 for an admin publishing a consultant's block", async () => {
    const own = await newConsultant();
    const response = await post(block(own, '2031-05-15T09:00:00Z', '2031-05-15T10:00:00Z'), kit.admin);
    expect(startsOf(expectBody(response, 201, createAvailabilityResponseSchema).slots)).toEqual([
      '2031-05-15T09:00:00.000Z',
      '2031-05-15T09:30:00.000Z',
    ]);
  });
});

describe('POST /api/ConsultantAvailability overlapping existing slots', () => {
  let consultant: TestUser;
  beforeAll(async () => {
    consultant = await newConsultant();
    await publish(consultant, '2031-05-13T10:00:00Z', '2031-05-13T12:00:00Z');
  });

  const attempt = (start: string, end: string) => post(block(consultant, start, end), consultant);

  it('409 for a partial overlap, listing the slots it overlaps', async () => {
    expectOverlap(await attempt('2031-05-13T11:00:00Z', '2031-05-13T13:00:00Z'), [
      ['2031-05-13T11:00:00.000Z', '2031-05-13T11:30:00.000Z'],
      ['2031-05-13T11:30:00.000Z', '2031-05-13T12:00:00.000Z'],
    ]);
  });

  it('409 for a block that contains the existing one, and for one inside a single slot', async () => {
    const containing = await attempt('2031-05-13T09:00:00Z', '2031-05-13T13:00:00Z');
    const body = expectError(containing, 409, 'This block overlaps 4 existing slots', {
      details: expect.any(Array),
    });
    expect(body.details).toHaveLength(4);

    expectOverlap(await attempt('2031-05-13T10:10:00Z', '2031-05-13T10:40:00Z'), [
      ['2031-05-13T10:00:00.000Z', '2031-05-13T10:30:00.000Z'],
      ['2031-05-13T10:30:00.000Z', '2031-05-13T11:00:00.000Z'],
    ]);
  });

  it('nothing of a refused block is kept', async () => {
    expect(startsOf(await slotsIn(listForConsultant(consultant.id)))).toEqual([
      '2031-05-13T10:00:00.000Z',
      '2031-05-13T10:30:00.000Z',
      '2031-05-13T11:00:00.000Z',
      '2031-05-13T11:30:00.000Z',
    ]);
  });

  it('accepts blocks that only touch it, before and after', async () => {
    expect(await publish(consultant, '2031-05-13T09:00:00Z', '2031-05-13T10:00:00Z')).toHaveLength(2);
    expect(await publish(consultant, '2031-05-13T12:00:00Z', '2031-05-13T12:30:00Z')).toHaveLength(1);
  });

  it("another consultant's slots are no conflict", async () => {
    const other = await newConsultant();
    expect(await publish(other, '2031-05-13T10:00:00Z', '2031-05-13T12:00:00Z')).toHaveLength(4);
  });

  it('409 for an overlap with a booked slot', async () => {
    const [slot] = await publish(consultant, '2031-05-14T10:00:00Z', '2031-05-14T10:30:00Z');
    await kit.markSlotBooked(slot!.id);
    expectOverlap(await attempt('2031-05-14T09:30:00Z', '2031-05-14T11:30:00Z'), [
      ['2031-05-14T10:00:00.000Z', '2031-05-14T10:30:00.000Z'],
    ]);
  });

  it('409 for an overlap with a slot that has just ended', async () => {
    await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T09:00:00Z');
    // 30 s after that slot ended, a block may still start 50 s back: it overlaps the ended slot.
    setNow('2031-05-12T09:00:30Z');
    expectOverlap(await attempt('2031-05-12T08:59:40Z', '2031-05-12T09:29:40Z'), [
      ['2031-05-12T08:30:00.000Z', '2031-05-12T09:00:00.000Z'],
    ]);
  });
});
