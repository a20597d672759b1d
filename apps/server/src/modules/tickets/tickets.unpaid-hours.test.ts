import {
  type AvailabilitySlot,
  MAX_SLOTS_PER_TICKET,
  SYSTEM_SETTING_MESSAGES,
  TICKET_MESSAGES,
  ticketSchema,
  UNPAID_BOOKED_HOURS_DEFAULT,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

// OWASP API6: one customer could book every free slot of the platform. The hours of sessions
// still ahead on a customer's unpaid tickets are capped by MaxUnpaidBookedHours (24 by default).
const NOW = '2031-09-01T04:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
const FULL_TICKET_HOURS = MAX_SLOTS_PER_TICKET / 2;

const kit = useBookingKit({ now: NOW });
let basis: Taxonomy;
let ravi: TestUser;
/** Ravi's next block, an hour after the last. */
let block: (hours: number) => Promise<AvailabilitySlot[]>;

const book = (customer: TestUser, slots: AvailabilitySlot[]) =>
  kit.createTicket(customer, kit.ticketBody(basis, ravi, slots));

const setLimit = (value: string) =>
  kit.send('PUT', '/api/SystemSettings/MaxUnpaidBookedHours', kit.admin, { value });

beforeAll(async () => {
  basis = await kit.newTaxonomy();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
  block = kit.blockSeries(ravi, new Date(Date.parse(NOW) + 26 * HOUR_MS).toISOString());
});

describe(`a customer holds at most ${UNPAID_BOOKED_HOURS_DEFAULT} hours ahead on unpaid tickets`, () => {
  it('the 25th booked hour is refused with the hours named; another customer still books', async () => {
    const meera = await kit.newCustomer();
    for (let booked = 0; booked < UNPAID_BOOKED_HOURS_DEFAULT; booked += FULL_TICKET_HOURS) {
      expectBody(await book(meera, await block(FULL_TICKET_HOURS)), 201, ticketSchema);
    }
    const oneMore = await block(1);
    const message = TICKET_MESSAGES.unpaidHoursLimit(UNPAID_BOOKED_HOURS_DEFAULT, 25);
    expectError(await book(meera, oneMore), 409, message, { path: 'timeSlotIds' });
    expect(message).toContain('at most 24 hours');

    // Nothing of the refused booking stayed: the slots are free for someone else.
    const arjun = await kit.newCustomer();
    expectBody(await book(arjun, oneMore), 201, ticketSchema);
  });

  it('sessions that have taken place no longer count', async () => {
    const meera = await kit.newCustomer();
    const first = await block(FULL_TICKET_HOURS);
    for (const slots of [first, await block(FULL_TICKET_HOURS), await block(FULL_TICKET_HOURS)]) {
      expectBody(await book(meera, slots), 201, ticketSchema);
    }
    const later = await block(1);
    expect((await book(meera, later)).statusCode).toBe(409);
    try {
      // The first ticket's 8 hours are behind the clock now: 16 ahead, room for 1 more.
      kit.clock.set(first.at(-1)?.slotEndTime ?? NOW);
      expectBody(await book(meera, later), 201, ticketSchema);
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('the admin sets the cap: a lower one applies to the next booking, out of range is refused', async () => {
    const meera = await kit.newCustomer();
    expectError(await setLimit('0'), 400, SYSTEM_SETTING_MESSAGES.unpaidBookedHours, { path: 'value' });
    expectError(await setLimit('501'), 400, SYSTEM_SETTING_MESSAGES.unpaidBookedHours, { path: 'value' });
    expect((await setLimit('1')).statusCode).toBe(200);
    try {
      expectError(await book(meera, await block(1.5)), 409, TICKET_MESSAGES.unpaidHoursLimit(1, 1.5), {
        path: 'timeSlotIds',
      });
      expectBody(await book(meera, await block(1)), 201, ticketSchema);
    } finally {
      await setLimit(String(UNPAID_BOOKED_HOURS_DEFAULT));
    }
  });

  it('parallel bookings of one customer are checked one after another: never over the cap', async () => {
    const meera = await kit.newCustomer();
    const blocks = [];
    for (let i = 0; i < 10; i++) blocks.push(await block(4));
    const answers = await Promise.all(blocks.map((slots) => book(meera, slots)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // 24 hours in blocks of 4: six bookings fit, the other four are refused whatever the order.
    expect(statuses).toEqual([...Array(6).fill(201), ...Array(4).fill(409)]);
  });
});
