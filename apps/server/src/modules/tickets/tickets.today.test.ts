import { type Ticket, ticketPageSchema } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';

// "Today" is the viewer's day: the lists take the viewer's IANA time zone (timeZone), UTC without.
// Day D is 10 March 2031. India is UTC+05:30: 20:00 UTC on D is 01:30 on D+1 there.
const D_MORNING = '2031-03-10T06:00:00.000Z';

const kit = useBookingKit({ now: D_MORNING });
let meera: TestUser;
let ravi: TestUser;
/** Raised at 17:00 UTC on D: 22:30 on D in India. */
let evening: Ticket;
/** Raised at 20:00 UTC on D: 01:30 on D+1 in India. */
let night: Ticket;

const LISTS = [
  ['SupportRequests/recent/user', () => meera],
  ['SupportRequests/recent/consultant', () => ravi],
  ['SupportRequests', () => kit.admin],
] as const;

async function today(path: string, person: TestUser, timeZone?: string) {
  const query = new URLSearchParams({ date: 'today', ...(timeZone && { timeZone }) });
  const page = expectBody(await kit.send('GET', `/api/${path}?${query}`, person), 200, ticketPageSchema);
  return page.items.map((ticket) => ticket.id).sort();
}

const ids = (...tickets: Ticket[]) => tickets.map((ticket) => ticket.id).sort();

beforeAll(async () => {
  const basis = await kit.newTaxonomy();
  meera = await kit.newCustomer();
  ravi = await kit.newConsultant({ skills: [{ typeId: basis.typeId }] });
  const slots = await kit.publishDays(ravi, { days: 1, startHourUtc: 8, hours: 2, firstDayOffset: 2 });
  kit.clock.set('2031-03-10T17:00:00.000Z');
  evening = await kit.book(meera, ravi, basis, { slots: [slots[0]!] });
  kit.clock.set('2031-03-10T20:00:00.000Z');
  night = await kit.book(meera, ravi, basis, { slots: [slots[1]!] });
});

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
      const response = await kit.send('GET', `/api/SupportRequests/recent/user?${query}`, meera);
      const page = expectBody(response, 200, ticketPageSchema);
      expect(page.items.map((ticket) => ticket.id).sort(), timeZone).toEqual(ids(night));
    }
  });

  it.each(LISTS)(
    '%s: 400 "Unknown time zone" naming timeZone for a zone that does not exist',
    async (path, person) => {
      for (const timeZone of ['Mars/Olympus_Mons', 'Asia/Kolkata; drop table tickets', 'x'.repeat(200)]) {
        const query = new URLSearchParams({ date: 'today', timeZone });
        const url = `/api/${path}?${query}`;
        expectError(await kit.send('GET', url, person()), 400, 'Unknown time zone', { path: 'timeZone' });
      }
    },
  );

  it('401 before anything is read about the zone', async () => {
    const response = await kit.send(
      'GET',
      '/api/SupportRequests/recent/user?date=today&timeZone=Asia/Kolkata',
      NO_TOKEN,
    );
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });
});
