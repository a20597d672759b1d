import { describe, expect, it } from 'vitest';
import { ids, useReadTickets } from './tickets.read.test-kit';

const { kit, given, listIds } = useReadTickets();

describe('ticket lists: pages', () => {
  it('pages newest first and counts every match', async () => {
    const first = await listIds('SupportRequests', kit.admin, { page: '1', pageSize: '2' });
    expect(first.ids).toEqual(ids(given.t6, given.t5));
    expect(first.page).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect((await listIds('SupportRequests', kit.admin, { page: '2', pageSize: '2' })).ids).toEqual(
      ids(given.t4, given.t3),
    );
    const beyond = await listIds('SupportRequests', kit.admin, { page: '4', pageSize: '2' });
    expect(beyond.ids).toEqual([]);
    expect(beyond.page.total).toBe(6);
    const searched = await listIds('SupportRequests', kit.admin, {
      search: 'ravi',
      pageSize: '3',
      page: '2',
    });
    expect(searched.ids).toEqual(ids(given.t1));
    expect(searched.page.total).toBe(4);
  });

  it("pages a person's own list (the prepared path) with its total and each ticket's booked slots", async () => {
    const regular = await kit.newCustomer();
    const booked = [
      await kit.book(regular, given.ravi, given.basis),
      await kit.book(regular, given.ravi, given.basis),
    ];
    booked.push(await kit.book(regular, given.ravi, given.basis));
    const newestFirst = [...booked].sort(
      (x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt) || (y.id > x.id ? 1 : -1),
    );

    const first = await listIds('SupportRequests/recent/user', regular, { page: '1', pageSize: '2' });
    expect(first.ids).toEqual(newestFirst.slice(0, 2).map((ticket) => ticket.id));
    expect(first.page.total).toBe(3);
    for (const item of first.page.items) {
      const original = booked.find((ticket) => ticket.id === item.id);
      expect(item.slots).toEqual(original?.slots);
      expect(item.slots.length).toBeGreaterThan(0);
    }
    const second = await listIds('SupportRequests/recent/user', regular, { page: '2', pageSize: '2' });
    expect(second.ids).toEqual([newestFirst[2]?.id]);
    const beyond = await listIds('SupportRequests/recent/user', regular, { page: '3', pageSize: '2' });
    expect(beyond.ids).toEqual([]);
    expect(beyond.page.total).toBe(3);
    const assigned = await listIds('SupportRequests/recent/consultant', given.ravi, { pageSize: '100' });
    expect(assigned.ids).toEqual(expect.arrayContaining(booked.map((ticket) => ticket.id)));
  });

  it('orders tickets raised at the same instant by id, highest first', async () => {
    const twin = await kit.newCustomer();
    const a = await kit.book(twin, given.ravi, given.basis);
    const b = await kit.book(twin, given.ravi, given.basis);
    expect(a.createdAt).toBe(b.createdAt);
    const expected = [a.id, b.id].sort().reverse();
    expect((await listIds('SupportRequests/recent/user', twin)).ids).toEqual(expected);
  });
});
