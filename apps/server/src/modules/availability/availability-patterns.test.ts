import {
  type AvailabilitySlot,
  addExceptionResponseSchema,
  availabilitySlotListSchema,
  exceptionListSchema,
  removeExceptionResponseSchema,
  saveWeeklyPatternResponseSchema,
  weeklyPatternSchema,
} from '@basisdesk/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { isPostgres } from '../../../test/test-app';
import { availabilitySlots, backgroundJobs } from '../../db/schema';

/**
 * A Monday, 05:30 in India. Tests that run the hourly job move the clock forward only, each past
 * the last: the job moves itself to the hour after its run.
 */
const NOW = '2026-10-05T00:00:00.000Z';
const kit = useBookingKit({ admin: { firstName: 'Ila', lastName: 'Sen' }, now: NOW });
afterEach(() => kit.clock.set(NOW));

const WEEKDAYS = [1, 2, 3, 4, 5];
const block = (weekday: number, start: string, end: string) => ({ weekday, start, end });
const pattern = (timeZone: string, blocks: Array<ReturnType<typeof block>>) => ({ timeZone, blocks });
const morningsIn = (timeZone: string) =>
  pattern(
    timeZone,
    WEEKDAYS.map((day) => block(day, '09:00', '13:00')),
  );

const put = (body: unknown, caller: Caller) =>
  kit.send('PUT', '/api/ConsultantAvailability/weekly-pattern', caller, body);

async function save(consultant: TestUser, body: unknown) {
  return expectBody(await put(body, consultant), 200, saveWeeklyPatternResponseSchema);
}

/** The consultant's slots starting in [from, to), as their own page reads them (a date is its midnight UTC). */
async function slotsOf(consultant: TestUser, from: string, to: string): Promise<AvailabilitySlot[]> {
  const instant = (at: string) => (at.length === 10 ? `${at}T00:00:00.000Z` : at);
  const query = new URLSearchParams({ startDate: instant(from), endDate: instant(to) });
  const response = await kit.send(
    'GET',
    `/api/ConsultantAvailability/consultant/${consultant.id}?${query}`,
    consultant,
  );
  return expectBody(response, 200, availabilitySlotListSchema);
}

const startsOf = (slots: AvailabilitySlot[]) => slots.map((slot) => slot.slotStartTime);
/** Half-hour starts from `first` (UTC, ISO), `count` of them. */
const halfHours = (first: string, count: number) =>
  Array.from({ length: count }, (_, n) => new Date(Date.parse(first) + n * 30 * 60_000).toISOString());

const addException = (consultant: Caller, day: string) =>
  kit.send('POST', '/api/ConsultantAvailability/exceptions', consultant, { day });
const removeException = (consultant: Caller, day: string) =>
  kit.send('DELETE', `/api/ConsultantAvailability/exceptions/${day}`, consultant);

describe('weekly pattern: who may', () => {
  it('401 without a token, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/ConsultantAvailability/weekly-pattern'],
      ['PUT', '/api/ConsultantAvailability/weekly-pattern'],
      ['GET', '/api/ConsultantAvailability/exceptions'],
      ['POST', '/api/ConsultantAvailability/exceptions'],
      ['DELETE', '/api/ConsultantAvailability/exceptions/2026-10-06'],
    ] as const) {
      expectError(await kit.send(method, url, NO_TOKEN, {}), ...AUTHENTICATION_REQUIRED);
    }
  });

  it('403 for a customer or an admin publishing a pattern, and for a customer reading one', async () => {
    for (const user of [kit.customer, kit.admin]) {
      expectError(
        await put(morningsIn('Asia/Kolkata'), user),
        403,
        'Only consultants have weekly availability',
      );
    }
    expectError(
      await kit.send('GET', '/api/ConsultantAvailability/weekly-pattern', kit.customer),
      403,
      'Only consultants have weekly availability',
    );
    expectError(
      await addException(kit.customer, '2026-10-06'),
      403,
      'Only consultants have weekly availability',
    );
  });

  it("an admin reads any consultant's pattern; a consultant reads only their own", async () => {
    const own = await kit.newConsultant();
    const other = await kit.newConsultant();
    await save(own, morningsIn('Asia/Kolkata'));
    const url = `/api/ConsultantAvailability/consultant/${own.id}/weekly-pattern`;
    const read = expectBody(await kit.send('GET', url, kit.admin), 200, weeklyPatternSchema);
    expect(read).toEqual({ timeZone: 'Asia/Kolkata', blocks: morningsIn('Asia/Kolkata').blocks });
    expect(expectBody(await kit.send('GET', url, own), 200, weeklyPatternSchema)).toEqual(read);
    expectError(await kit.send('GET', url, other), 403, 'You can only manage your own availability');
    const none = expectBody(
      await kit.send('GET', '/api/ConsultantAvailability/weekly-pattern', other),
      200,
      weeklyPatternSchema,
    );
    expect(none).toEqual({ timeZone: null, blocks: [] });
    expectError(
      await kit.send(
        'GET',
        `/api/ConsultantAvailability/consultant/${kit.customer.id}/weekly-pattern`,
        kit.admin,
      ),
      404,
      'Consultant not found',
    );
  });
});

describe('PUT /api/ConsultantAvailability/weekly-pattern: bad input', () => {
  it('400 for blocks of one weekday that overlap, on the later block', async () => {
    const consultant = await kit.newConsultant();
    const body = pattern('Europe/Berlin', [block(1, '12:00', '14:00'), block(1, '09:00', '13:00')]);
    expectError(await put(body, consultant), 400, 'Blocks on Monday overlap: 09:00–13:00 and 12:00–14:00', {
      path: 'blocks.0.start',
    });
  });

  it('400 for a block over 8 hours, minutes off the grid, a zone that is not IANA', async () => {
    const consultant = await kit.newConsultant();
    const cases = [
      [pattern('Asia/Kolkata', [block(2, '08:00', '16:30')]), 'This block exceeds 8 hours', 'blocks.0.end'],
      [
        pattern('Asia/Kolkata', [block(2, '08:15', '12:00')]),
        'Times must be on the 30-minute grid (:00 or :30)',
        'blocks.0.start',
      ],
      [
        pattern('IST', []),
        'Choose a time zone from the list (an IANA name such as Asia/Kolkata)',
        'timeZone',
      ],
      [
        pattern('+05:30', []),
        'Choose a time zone from the list (an IANA name such as Asia/Kolkata)',
        'timeZone',
      ],
    ] as const;
    for (const [body, message, path] of cases)
      expectError(await put(body, consultant), 400, message, { path });
    expect(await slotsOf(consultant, '2026-10-01', '2026-10-20')).toEqual([]);
  });
});

describe('PUT /api/ConsultantAvailability/weekly-pattern: filling', () => {
  it('Mon–Fri 09:00–13:00 in India: 8 slots on each weekday of today and the next 7 days, at 03:30Z', async () => {
    const consultant = await kit.newConsultant();
    const saved = await save(consultant, morningsIn('Asia/Kolkata'));
    expect(saved).toEqual({ pattern: morningsIn('Asia/Kolkata'), slotsAdded: 48, slotsRemoved: 0 });
    const slots = await slotsOf(consultant, '2026-10-01', '2026-10-20');
    const days = ['05', '06', '07', '08', '09', '12'];
    expect(startsOf(slots)).toEqual(days.flatMap((day) => halfHours(`2026-10-${day}T03:30:00.000Z`, 8)));
    expect(slots.every((slot) => slot.status === 'Available')).toBe(true);
  });

  it('Berlin across the October change: 09:00 is 07:00Z on Friday 23 and 08:00Z on Monday 26', async () => {
    kit.clock.set('2026-10-22T10:00:00.000Z');
    const consultant = await kit.newConsultant();
    await save(consultant, morningsIn('Europe/Berlin'));
    const slots = startsOf(await slotsOf(consultant, '2026-10-22', '2026-10-31'));
    expect(slots).toEqual([
      // Thursday is half gone: 12:00 local is now.
      ...halfHours('2026-10-22T10:00:00.000Z', 2),
      ...halfHours('2026-10-23T07:00:00.000Z', 8),
      ...halfHours('2026-10-26T08:00:00.000Z', 8),
      ...halfHours('2026-10-27T08:00:00.000Z', 8),
      ...halfHours('2026-10-28T08:00:00.000Z', 8),
      ...halfHours('2026-10-29T08:00:00.000Z', 8),
    ]);
  });

  it('skips only the slots that overlap a one-off block', async () => {
    const consultant = await kit.newConsultant();
    // Tuesday 10:00–11:00 in India, published by hand first.
    await kit.publishBlock(consultant, '2026-10-06T04:30:00.000Z', 1);
    const saved = await save(consultant, pattern('Asia/Kolkata', [block(2, '09:00', '13:00')]));
    expect(saved.slotsAdded).toBe(6);
    expect(startsOf(await slotsOf(consultant, '2026-10-06', '2026-10-07'))).toEqual(
      halfHours('2026-10-06T03:30:00.000Z', 8),
    );
  });

  it('replacing the pattern keeps booked slots and removes the free ones of the old pattern', async () => {
    const consultant = await kit.newConsultant();
    await save(consultant, pattern('Asia/Kolkata', [block(3, '09:00', '11:00')]));
    const [first, second] = await slotsOf(consultant, '2026-10-07', '2026-10-08');
    await kit.markSlotBooked(second?.id ?? '');
    const saved = await save(consultant, pattern('Asia/Kolkata', [block(3, '10:00', '12:00')]));
    // 09:00, 10:00 and 10:30 went; 09:30 is booked and stays; 10:00–12:00 is new.
    expect(saved.slotsRemoved).toBe(3);
    expect(saved.slotsAdded).toBe(4);
    const slots = await slotsOf(consultant, '2026-10-07', '2026-10-08');
    expect(startsOf(slots)).toEqual(halfHours('2026-10-07T04:00:00.000Z', 5));
    expect(slots[0]).toMatchObject({ id: second?.id, status: 'Booked' });
    expect(slots.map((slot) => slot.id)).not.toContain(first?.id);

    const cleared = await save(consultant, pattern('Asia/Kolkata', []));
    expect(cleared).toEqual({ pattern: { timeZone: null, blocks: [] }, slotsAdded: 0, slotsRemoved: 4 });
    expect(startsOf(await slotsOf(consultant, '2026-10-07', '2026-10-08'))).toEqual([
      slots[0]?.slotStartTime,
    ]);
  });
});

describe('exception days', () => {
  it("marking a day removes every free slot of it, the pattern's and one-off blocks'; unmarking fills it again", async () => {
    const consultant = await kit.newConsultant();
    await save(consultant, morningsIn('Asia/Kolkata'));
    await kit.publishBlock(consultant, '2026-10-08T10:00:00.000Z', 1);
    const added = expectBody(await addException(consultant, '2026-10-08'), 201, addExceptionResponseSchema);
    expect(added).toEqual({ day: '2026-10-08', slotsRemoved: 10, bookedSessions: [] });
    expect(await slotsOf(consultant, '2026-10-07T18:30:00Z', '2026-10-08T18:30:00Z')).toEqual([]);
    // The days around it keep theirs: the day is read in the pattern's zone.
    expect(await slotsOf(consultant, '2026-10-08T18:30:00Z', '2026-10-09T18:30:00Z')).toHaveLength(8);
    // Saving the pattern again keeps skipping the day.
    expect((await save(consultant, morningsIn('Asia/Kolkata'))).slotsAdded).toBe(40);
    const list = await kit.send('GET', '/api/ConsultantAvailability/exceptions', consultant);
    expect(expectBody(list, 200, exceptionListSchema)).toEqual({
      timeZone: 'Asia/Kolkata',
      days: ['2026-10-08'],
    });

    const removed = expectBody(
      await removeException(consultant, '2026-10-08'),
      200,
      removeExceptionResponseSchema,
    );
    expect(removed).toEqual({ day: '2026-10-08', slotsAdded: 8 });
    expect(await slotsOf(consultant, '2026-10-07T18:30:00Z', '2026-10-08T18:30:00Z')).toHaveLength(8);
  });

  it('a day off keeps its booked sessions and names them, each with its ticket, for the consultant to release', async () => {
    const taxonomy = await kit.newTaxonomy();
    const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    const customer = await kit.newCustomer();
    await save(consultant, morningsIn('Asia/Kolkata'));
    const day = await slotsOf(consultant, '2026-10-07T18:30:00Z', '2026-10-08T18:30:00Z');
    // Two sessions of one ticket (09:00–10:00 and 11:00–11:30 IST) and one of another (12:30–13:00).
    const first = await kit.book(customer, consultant, taxonomy, {
      slots: [day[0]!, day[1]!, day[4]!],
    });
    const second = await kit.book(customer, consultant, taxonomy, { slots: [day[7]!] });

    const added = expectBody(await addException(consultant, '2026-10-08'), 201, addExceptionResponseSchema);
    expect(added).toEqual({
      day: '2026-10-08',
      slotsRemoved: 4,
      bookedSessions: [
        {
          ticketId: first.id,
          orderNumber: first.orderNumber,
          start: '2026-10-08T03:30:00.000Z',
          end: '2026-10-08T04:30:00.000Z',
        },
        {
          ticketId: first.id,
          orderNumber: first.orderNumber,
          start: '2026-10-08T05:30:00.000Z',
          end: '2026-10-08T06:00:00.000Z',
        },
        {
          ticketId: second.id,
          orderNumber: second.orderNumber,
          start: '2026-10-08T07:00:00.000Z',
          end: '2026-10-08T07:30:00.000Z',
        },
      ],
    });
    // The booked slots stay, the free ones went.
    const left = await slotsOf(consultant, '2026-10-07T18:30:00Z', '2026-10-08T18:30:00Z');
    expect(left.map((slot) => slot.id)).toEqual([day[0]!.id, day[1]!.id, day[4]!.id, day[7]!.id]);
  });

  it('400 for a day before today or beyond 60 days, or no date; 404 for unmarking an unmarked day', async () => {
    const consultant = await kit.newConsultant();
    await save(consultant, morningsIn('Asia/Kolkata'));
    const outOfRange = 'Choose a day from today up to 60 days ahead';
    expectError(await addException(consultant, '2026-10-04'), 400, outOfRange, { path: 'day' });
    expectError(await addException(consultant, '2026-12-05'), 400, outOfRange, { path: 'day' });
    expect((await addException(consultant, '2026-12-04')).statusCode).toBe(201);
    expectError(await addException(consultant, '2026-02-30'), 400, 'Day must be a date (yyyy-mm-dd)', {
      path: 'day',
    });
    expectError(
      await removeException(consultant, '2026-10-09'),
      404,
      'That day is not marked as an exception',
    );
  });
});

describe('the hourly fill (background job)', () => {
  it('keeps the window filled as days pass, and never brings back a slot deleted by hand', async () => {
    kit.clock.set('2026-11-02T00:00:00.000Z');
    const consultant = await kit.newConsultant();
    await save(consultant, morningsIn('Asia/Kolkata'));
    const [deleted] = await slotsOf(consultant, '2026-11-02', '2026-11-03');
    expect(
      (await kit.send('DELETE', `/api/ConsultantAvailability/${deleted?.id}`, consultant)).statusCode,
    ).toBe(204);
    await kit.app.backgroundJobs.runDue();
    expect(startsOf(await slotsOf(consultant, '2026-11-02', '2026-11-03'))).toEqual(
      halfHours('2026-11-02T04:00:00.000Z', 7),
    );
    // Monday 9 is the 7th day ahead now; Tuesday 10 comes into the window a day later.
    expect(await slotsOf(consultant, '2026-11-10', '2026-11-11')).toEqual([]);
    kit.clock.set('2026-11-03T00:00:00.000Z');
    await kit.app.backgroundJobs.runDue();
    expect(startsOf(await slotsOf(consultant, '2026-11-10', '2026-11-11'))).toEqual(
      halfHours('2026-11-10T03:30:00.000Z', 8),
    );
    expect(await slotsOf(consultant, '2026-11-02', '2026-11-03')).toHaveLength(7);
    // One job, however often it ran: it waits for the next full hour.
    const jobs = await kit.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, 'availability.fill-weekly'));
    expect(jobs.map(({ key, runAt, doneAt }) => ({ key, runAt, doneAt }))).toEqual([
      { key: 'hourly', runAt: new Date('2026-11-03T01:00:00.000Z'), doneAt: null },
    ]);
  });

  it.skipIf(!isPostgres())('two runs and two saves at once make each slot once (PostgreSQL)', async () => {
    kit.clock.set('2026-11-16T00:00:00.000Z');
    const consultant = await kit.newConsultant();
    await save(consultant, morningsIn('Asia/Kolkata'));
    kit.clock.set('2026-11-17T00:00:00.000Z');
    const results = await Promise.all([
      kit.app.backgroundJobs.runDue(),
      kit.app.backgroundJobs.runDue(),
      put(morningsIn('Asia/Kolkata'), consultant),
      put(morningsIn('Asia/Kolkata'), consultant),
    ]);
    expect(results.slice(2).map((response) => (response as { statusCode: number }).statusCode)).toEqual([
      200, 200,
    ]);
    const slots = await slotsOf(consultant, '2026-11-16', '2026-11-26');
    expect(new Set(startsOf(slots)).size).toBe(slots.length);
    // Tuesday 17 to Tuesday 24: six weekdays of 8 slots, and Monday 16's 8 from the first save.
    expect(slots).toHaveLength(56);
    const fromPattern = await kit.database.db
      .select()
      .from(availabilitySlots)
      .where(and(eq(availabilitySlots.consultantId, consultant.id), isNotNull(availabilitySlots.patternId)));
    expect(fromPattern.length).toBeGreaterThanOrEqual(48);
  });
});
