import type { TicketPage } from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, type CreatedTicket, createBookingKit } from '../../../test/booking-kit';
import { authHeader, type TestUser } from '../../../test/factories';

// "Today" is the viewer's day: the lists take the viewer's IANA time zone (timeZone), UTC without.
// Day D is 10 March 2031. India is UTC+05:30: 20:00 UTC on D is 01:30 on D+1 there.
const D_MORNING = '2031-03-10T06:00:00.000Z';

let kit: BookingKit;
let meera: TestUser;
let ravi: TestUser;
/** Raised at 17:00 UTC on D: 22:30 on D in India. */
let evening: CreatedTicket;
/** Raised at 20:00 UTC on D: 01:30 on D+1 in India. */
let night: CreatedTicket;

const LISTS = [
  ['SupportRequests/recent/user', () => meera],
  ['SupportRequests/recent/consultant', () => ravi],
  ['SupportRequests', () => kit.admin],
] as const;

async function today(path: string, person: TestUser, timeZone?: string) {
  const query = new URLSearchParams({ date: 'today', ...(timeZone && { timeZone }) });
  const response = await kit.ctx.app.inject({
    method: 'GET',
    url: `/api/${path}?${query}`,
    headers: authHeader(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TicketPage).items.map((ticket) => ticket.id).sort();
}

const ids = (...tickets: CreatedTicket[]) => tickets.map((ticket) => ticket.id).sort();

beforeAll(async () => {
  kit = await createBookingKit({ now: D_MORNING });
  [meera] = (await kit.newCustomers(1)) as [TestUser];
  ravi = await kit.newConsultant();
  const slots = await kit.publishDays(ravi, { days: 1, startHourUtc: 8, hours: 2, firstDayOffset: 2 });
  kit.clock.set('2031-03-10T17:00:00.000Z');
  evening = await kit.bookTicket(meera, ravi, [slots[0]!.id]);
  kit.clock.set('2031-03-10T20:00:00.000Z');
  night = await kit.bookTicket(meera, ravi, [slots[1]!.id]);
});
afterAll(() => kit.close());

describe("GET the ticket lists with date=today and the viewer's time zone", () => {
  it.each(LISTS)(
    '%s at 23:00 UTC on D: both in UTC; in India only the 20:00 one (D+1 there)',
    async (path, person) => {
      kit.clock.set('2031-03-10T23:00:00.000Z');
      expect(await today(path, person())).toEqual(ids(evening, night));
      expect(await today(path, person(), 'UTC')).toEqual(ids(evening, night));
      expect(await today(path, person(), 'Asia/Kolkata')).toEqual(ids(night));
    },
  );

  it.each(LISTS)(
    '%s at 10:00 UTC on D+1: none in UTC; in India still the 20:00 one',
    async (path, person) => {
      kit.clock.set('2031-03-11T10:00:00.000Z');
      expect(await today(path, person())).toEqual([]);
      expect(await today(path, person(), 'Asia/Kolkata')).toEqual(ids(night));
    },
  );

  it.each(LISTS)(
    '%s at 00:30 on D+2 in India (19:00 UTC on D+1): none there either',
    async (path, person) => {
      kit.clock.set('2031-03-11T19:00:00.000Z');
      expect(await today(path, person(), 'Asia/Kolkata')).toEqual([]);
      // New York (UTC-4 since 9 March) is still on D+1's afternoon: nothing was raised on D+1 there.
      expect(await today(path, person(), 'America/New_York')).toEqual([]);
    },
  );

  it('New York on D evening: both, raised at 13:00 and 16:00 there', async () => {
    kit.clock.set('2031-03-11T02:00:00.000Z');
    expect(await today('SupportRequests/recent/user', meera, 'America/New_York')).toEqual(
      ids(evening, night),
    );
  });

  it('the week stays the last 7 days whatever the zone: from 18:00 UTC on D, one of the two', async () => {
    kit.clock.set('2031-03-17T18:00:00.000Z');
    for (const timeZone of ['UTC', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      const query = new URLSearchParams({ date: 'week', timeZone });
      const response = await kit.ctx.app.inject({
        method: 'GET',
        url: `/api/SupportRequests/recent/user?${query}`,
        headers: authHeader(meera),
      });
      expect((response.json() as TicketPage).items.map((ticket) => ticket.id).sort(), timeZone).toEqual(
        ids(night),
      );
    }
  });

  it.each(LISTS)(
    '%s: 400 "Unknown time zone" naming timeZone for a zone that does not exist',
    async (path, person) => {
      for (const timeZone of ['Mars/Olympus_Mons', 'Asia/Kolkata; drop table tickets', 'x'.repeat(200)]) {
        const query = new URLSearchParams({ date: 'today', timeZone });
        const url = `/api/${path}?${query}`;
        const response = await kit.ctx.app.inject({ method: 'GET', url, headers: authHeader(person()) });
        expect(response.statusCode, timeZone).toBe(400);
        expect(response.json()).toEqual({
          error: 'Unknown time zone',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'timeZone', message: 'Unknown time zone' }],
        });
      }
    },
  );

  it('401 before anything is read about the zone', async () => {
    const response = await kit.ctx.app.inject({
      method: 'GET',
      url: '/api/SupportRequests/recent/user?date=today&timeZone=Asia/Kolkata',
    });
    expect(response.statusCode).toBe(401);
  });
});
