import crypto from 'node:crypto';
import type { AvailabilitySlot } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { NOW, startsOf, useAvailabilityKit } from './availability.test-kit';

const { kit, setNow, newConsultant, publish, listUpcoming, listForConsultant, slotsIn } =
  useAvailabilityKit();

describe('GET /api/ConsultantAvailability and /api/ConsultantAvailability/consultant/:id', () => {
  let consultant: TestUser;
  let booked: AvailabilitySlot;

  beforeAll(async () => {
    consultant = await newConsultant();
    // One slot late yesterday (UTC), three in the default week, one on the day after it.
    setNow('2031-05-11T22:50:00Z');
    await publish(consultant, '2031-05-11T23:00:00Z', '2031-05-11T23:30:00Z');
    setNow(NOW);
    [, booked] = (await publish(consultant, '2031-05-12T08:30:00Z', '2031-05-12T09:30:00Z')) as [
      AvailabilitySlot,
      AvailabilitySlot,
    ];
    await publish(consultant, '2031-05-19T08:00:00Z', '2031-05-19T08:30:00Z');
    setNow('2031-05-13T01:00:00Z');
    await publish(consultant, '2031-05-20T00:00:00Z', '2031-05-20T00:30:00Z');
    setNow(NOW);
    await kit.markSlotBooked(booked.id);
  });

  it('401 without a token', async () => {
    expectError(await listUpcoming({ consultantId: consultant.id }, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await listForConsultant(consultant.id, {}, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 for a missing or malformed consultant id', async () => {
    for (const params of [{}, { consultantId: 'abc' }] as Array<Record<string, string>>) {
      const response = await listUpcoming(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expectError(response, 400, 'consultantId must be a valid id', { path: 'consultantId' });
    }
    expectError(await listForConsultant('abc'), 400, 'Invalid id', { path: 'id' });
  });

  it('400 for a date that is neither yyyy-mm-dd nor an ISO date-time', async () => {
    for (const startDate of ['12/05/2031', '2031-13-40', 'today']) {
      const response = await listUpcoming({ consultantId: consultant.id, startDate });
      expect(response.statusCode, startDate).toBe(400);
      expectError(response, 400, 'startDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', {
        path: 'startDate',
      });
    }
    const own = await listForConsultant(consultant.id, { endDate: 'soon' });
    expectError(own, 400, 'endDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', {
      path: 'endDate',
    });
  });

  it('400 for one malformed bound beside a good one, not a 500 of the range check (found by the route fuzzer)', async () => {
    const upcoming = await listUpcoming({
      consultantId: consultant.id,
      startDate: '2031-05-12',
      endDate: 'null',
    });
    expectError(upcoming, 400, 'endDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', {
      path: 'endDate',
    });
    const own = await listForConsultant(consultant.id, { startDate: 'a', endDate: '2031-05-12T08:30:00Z' });
    expectError(own, 400, 'startDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time', {
      path: 'startDate',
    });
  });

  it('400 for a range that ends before it starts or spans more than 31 days, also with one end given', async () => {
    const backwards = 'endDate must not be before startDate';
    const tooLong = 'The date range can span at most 31 days';
    const cases = [
      [{ startDate: '2031-05-12', endDate: '2031-05-10' }, backwards],
      [{ startDate: '2031-05-01', endDate: '2031-06-01' }, tooLong],
      [{ endDate: '2031-05-10' }, backwards],
      [{ endDate: '2031-07-01' }, tooLong],
    ] as const;
    for (const [range, message] of cases) {
      const upcoming = await listUpcoming({ consultantId: consultant.id, ...range });
      expect(upcoming.statusCode, JSON.stringify(range)).toBe(400);
      expectError(upcoming, 400, message, { path: 'endDate' });
    }
    const own = await listForConsultant(consultant.id, { startDate: '2031-05-12', endDate: '2031-05-10' });
    expectError(own, 400, backwards, { path: 'endDate' });
  });

  it('404 "Consultant not found" for a customer id or an unknown id', async () => {
    for (const id of [kit.customer.id, crypto.randomUUID()]) {
      expectError(await listUpcoming({ consultantId: id }), 404, 'Consultant not found');
      expectError(await listForConsultant(id), 404, 'Consultant not found');
    }
  });

  it('by default lists slots starting from the start of today (UTC) to 8 days later, with their state', async () => {
    const slots = await slotsIn(listUpcoming({ consultantId: consultant.id }));
    expect(slots.map(({ slotStartTime, isBooked, status }) => ({ slotStartTime, isBooked, status }))).toEqual(
      [
        { slotStartTime: '2031-05-12T08:30:00.000Z', isBooked: false, status: 'Available' },
        { slotStartTime: '2031-05-12T09:00:00.000Z', isBooked: true, status: 'Booked' },
        { slotStartTime: '2031-05-19T08:00:00.000Z', isBooked: false, status: 'Available' },
      ],
    );
    expect(slots.every((slot) => slot.consultantId === consultant.id)).toBe(true);
  });

  it('takes a date range: a date-only end includes that whole day; a lone start spans 8 days', async () => {
    const yesterday = await slotsIn(
      listUpcoming({ consultantId: consultant.id, startDate: '2031-05-11', endDate: '2031-05-11' }),
    );
    expect(startsOf(yesterday)).toEqual(['2031-05-11T23:00:00.000Z']);

    const later = await slotsIn(listUpcoming({ consultantId: consultant.id, startDate: '2031-05-19' }));
    expect(startsOf(later)).toEqual(['2031-05-19T08:00:00.000Z', '2031-05-20T00:00:00.000Z']);
  });

  it('takes date-times: slots starting at or after the start and before the end', async () => {
    const slots = await slotsIn(
      listUpcoming({
        consultantId: consultant.id,
        startDate: '2031-05-12T08:31:00Z',
        endDate: '2031-05-12T09:00:00.001Z',
      }),
    );
    expect(startsOf(slots)).toEqual(['2031-05-12T09:00:00.000Z']);
  });

  it("the consultant's view reaches 14 days back and 8 days ahead by default", async () => {
    expect(startsOf(await slotsIn(listForConsultant(consultant.id, {}, consultant)))).toEqual([
      '2031-05-11T23:00:00.000Z',
      '2031-05-12T08:30:00.000Z',
      '2031-05-12T09:00:00.000Z',
      '2031-05-19T08:00:00.000Z',
      '2031-05-20T00:00:00.000Z',
    ]);
    const narrowed = await slotsIn(
      listForConsultant(consultant.id, { startDate: '2031-05-19', endDate: '2031-05-19' }),
    );
    expect(startsOf(narrowed)).toEqual(['2031-05-19T08:00:00.000Z']);
  });

  it('reports ended free slots as Expired and ended booked slots as still Booked', async () => {
    setNow('2031-05-12T09:30:00Z');
    const slots = await slotsIn(
      listForConsultant(consultant.id, { startDate: '2031-05-11', endDate: '2031-05-12' }),
    );
    expect(slots.map(({ slotStartTime, status }) => [slotStartTime, status])).toEqual([
      ['2031-05-11T23:00:00.000Z', 'Expired'],
      ['2031-05-12T08:30:00.000Z', 'Expired'],
      ['2031-05-12T09:00:00.000Z', 'Booked'],
    ]);
  });
});
