import { type AvailabilitySlot, ticketPageSchema } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

// A list without filters is served by a prepared statement of its own (decision 011); any filter
// takes the general query. Both must give a person the very same pages.
const NOW = '2031-03-10T04:00:00.000Z';
const PAGE_SIZE = 2;

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let john: TestUser;
let ravi: TestUser;
let anita: TestUser;

async function list(person: TestUser, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return expectBody(
    await kit.send('GET', `/api/SupportRequests/${path}?${search}`, person),
    200,
    ticketPageSchema,
  );
}

beforeAll(async () => {
  const basis = await kit.newTaxonomy();
  [meera, john] = (await kit.newCustomers(2)) as [TestUser, TestUser];
  ravi = await kit.newConsultant({ hourlyRate: 1500, skills: [{ typeId: basis.typeId }] });
  anita = await kit.newConsultant({ hourlyRate: 2200, skills: [{ typeId: basis.typeId }] });
  const raviSlots = await kit.publishDays(ravi, { days: 3, startHourUtc: 6, hours: 4 });
  const anitaSlots = await kit.publishDays(anita, { days: 2, startHourUtc: 6, hours: 3 });
  const take = (slots: AvailabilitySlot[], count: number) => ({ slots: slots.splice(0, count) });

  // Meera: five tickets over two consultants with one to three slots, two of them raised in the
  // same millisecond (the order falls back to the id). John: two with Ravi, so Ravi's list mixes
  // customers.
  await kit.book(meera, ravi, basis, take(raviSlots, 1));
  kit.clock.set('2031-03-10T04:05:00.000Z');
  await kit.book(meera, anita, basis, take(anitaSlots, 3));
  await kit.book(meera, ravi, basis, take(raviSlots, 2));
  kit.clock.set('2031-03-10T04:10:00.000Z');
  await kit.book(john, ravi, basis, take(raviSlots, 1));
  const worked = await kit.book(meera, ravi, basis, take(raviSlots, 3));
  workedId = worked.id;
  kit.clock.set('2031-03-10T04:20:00.000Z');
  await kit.book(meera, anita, basis, take(anitaSlots, 2));
  await kit.book(john, ravi, basis, take(raviSlots, 2));
  await kit.moveTo(ravi, worked.id, 'Closed', { hoursWorked: 1.5 });
});

/** The ticket closed above: closing freed its slots, all still ahead of the clock. */
let workedId = '';

describe('the prepared page and the general query', () => {
  it.each([
    ['recent/user', 'customer', () => meera, 5],
    ['recent/user', 'other customer', () => john, 2],
    ['recent/consultant', 'consultant', () => ravi, 5],
    ['recent/consultant', 'other consultant', () => anita, 2],
  ])('%s for a %s: the same ids, order, total and slots on every page', async (path, _who, person, total) => {
    const pages = Math.ceil(total / PAGE_SIZE);
    const seen: string[] = [];
    // One page past the end too: there the prepared path counts with its separate statement.
    for (let page = 1; page <= pages + 1; page++) {
      const plain = await list(person(), path, { page, pageSize: PAGE_SIZE });
      // Every ticket above was raised within the quarter: the filter matches them all.
      const filtered = await list(person(), path, { page, pageSize: PAGE_SIZE, date: 'quarter' });
      expect(filtered).toEqual(plain);
      expect(plain.total).toBe(total);
      seen.push(...plain.items.map((ticket) => ticket.id));
      if (page <= pages) {
        const open = plain.items.filter((ticket) => ticket.id !== workedId);
        expect(open.every((ticket) => ticket.slots.length > 0)).toBe(true);
      }
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('lists newest first, the same-millisecond tickets by id, on both paths', async () => {
    const plain = await list(meera, 'recent/user', { page: 1, pageSize: 10 });
    const created = plain.items.map((ticket) => [ticket.createdAt, ticket.id] as const);
    const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
    const expected = [...created].sort(([atA, idA], [atB, idB]) =>
      atA === atB ? descending(idA, idB) : descending(atA, atB),
    );
    expect(created).toEqual(expected);
    expect(new Set(created.map(([at]) => at)).size).toBeLessThan(created.length);
    expect(await list(meera, 'recent/user', { page: 1, pageSize: 10, date: 'quarter' })).toEqual(plain);
  });
});
