import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { DAY_MS, ids, NOW, useReadTickets } from './tickets.read.test-kit';

const { kit, given, listIds, adminList } = useReadTickets();

describe('ticket lists: filters', () => {
  it('search matches the order number, whole or in part, in any case', async () => {
    expect(await adminList({ search: given.t2.orderNumber! })).toEqual(ids(given.t2));
    expect(await adminList({ search: given.t2.orderNumber!.toLowerCase() })).toEqual(ids(given.t2));
    expect(given.t2.orderNumber!.startsWith('DBHTCH')).toBe(true);
    expect(await adminList({ search: 'dbhtch' })).toEqual(ids(given.t3, given.t2));
  });

  it('search matches the description, the SR identifier, the type and the category', async () => {
    expect(await adminList({ search: 'MEMORY alert' })).toEqual(ids(given.t2));
    expect(await adminList({ search: 'sr2000' })).toEqual(ids(given.t3));
    expect(await adminList({ search: 'database' })).toEqual(ids(given.t3, given.t2));
    expect(await adminList({ search: 'hana tun' })).toEqual(ids(given.t3, given.t2));
  });

  it("search matches the customer's and the consultant's full names", async () => {
    expect(await adminList({ search: 'john doe' })).toEqual(ids(given.t5, given.t2));
    expect(await adminList({ search: 'Anita Desai' })).toEqual(ids(given.t3, given.t2));
    expect(await adminList({ search: 'desai' })).toEqual(ids(given.t3, given.t2));
  });

  it('search reads words, so % and _ are no wildcards: alone they match nothing (decision 027)', async () => {
    expect(await adminList({ search: '100%' })).toEqual(ids(given.t1));
    expect(await adminList({ search: '%' })).toEqual([]);
    expect(await adminList({ search: '_' })).toEqual([]);
  });

  it("search stays within the caller's own tickets", async () => {
    expect((await listIds('SupportRequests/recent/user', given.meera, { search: 'hana' })).ids).toEqual(
      ids(given.t3),
    );
    expect((await listIds('SupportRequests/recent/user', given.meera, { search: 'john' })).ids).toEqual([]);
  });

  it('date: today since 00:00 UTC, week, month and quarter the last 7, 30 and 90 days', async () => {
    expect(await adminList({ date: 'today' })).toEqual(ids(given.t6));
    expect(await adminList({ date: 'week' })).toEqual(ids(given.t6, given.t5, given.t4));
    expect(await adminList({ date: 'month' })).toEqual(ids(given.t6, given.t5, given.t4, given.t3));
    expect(await adminList({ date: 'quarter' })).toEqual(
      ids(given.t6, given.t5, given.t4, given.t3, given.t2),
    );
  });

  it('date follows the clock: eleven days on, the week holds none of these and the month three', async () => {
    kit.clock.set(new Date(Date.parse(NOW) + 11 * DAY_MS).toISOString());
    try {
      expect(await adminList({ date: 'week' })).toEqual([]);
      expect(await adminList({ date: 'month' })).toEqual(ids(given.t6, given.t5, given.t4));
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('status and payment status', async () => {
    expect(await adminList({ status: 'InProgress' })).toEqual(ids(given.t4));
    expect(await adminList({ status: 'New' })).toEqual(ids(given.t6, given.t5, given.t3, given.t2));
    expect(await adminList({ status: 'Escalate' })).toEqual([]);
    expect(await adminList({ paymentStatus: 'Paid' })).toEqual(ids(given.t1));
    expect(await adminList({ paymentStatus: 'Pending' })).toEqual(
      ids(given.t6, given.t5, given.t4, given.t3, given.t2),
    );
  });

  it("a consultant's Closed holds their paid tickets, and payment never filters their list", async () => {
    const assigned = async (query: Record<string, string>) =>
      (await listIds('SupportRequests/recent/consultant', given.ravi, query)).ids;
    expect(await assigned({ status: 'Closed' })).toEqual(ids(given.t1));
    expect(await assigned({ status: 'Paid' })).toEqual(ids(given.t1));
    expect(await assigned({ paymentStatus: 'Paid' })).toEqual(ids(given.t6, given.t5, given.t4, given.t1));
    expect(await assigned({ paymentStatus: 'Pending' })).toEqual(ids(given.t6, given.t5, given.t4, given.t1));
  });

  it("consultantId narrows an admin's list, and is ignored in lists that are already the caller's", async () => {
    expect(await adminList({ consultantId: given.anita.id })).toEqual(ids(given.t3, given.t2));
    expect(await adminList({ consultantId: given.anita.id, search: 'memory' })).toEqual(ids(given.t2));
    const own = await listIds('SupportRequests/recent/user', given.meera, { consultantId: given.anita.id });
    expect(own.ids).toEqual(ids(given.t6, given.t4, given.t3, given.t1));
  });

  it('filters combine', async () => {
    expect(await adminList({ date: 'week', status: 'New', search: 'ravi' })).toEqual(ids(given.t6, given.t5));
  });

  it('400 for an unknown filter value', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ status: 'Done' }, 'Unknown status', 'status'],
      [{ paymentStatus: 'Owed' }, 'Unknown payment status', 'paymentStatus'],
      [{ date: 'year' }, 'date must be today, week, month or quarter', 'date'],
      [{ consultantId: 'ravi' }, 'consultantId must be a valid id', 'consultantId'],
      [{ pageSize: '101' }, 'pageSize must be at most 100', 'pageSize'],
      [{ page: '0' }, 'page must be 1 or more', 'page'],
    ];
    for (const [query, message, path] of cases) {
      const response = await kit.send('GET', `/api/SupportRequests?${new URLSearchParams(query)}`, kit.admin);
      expectError(response, 400, message, { path });
    }
  });
});
