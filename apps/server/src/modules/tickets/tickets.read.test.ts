import crypto from 'node:crypto';
import {
  orderStatusSchema,
  statusHistoryListSchema,
  statusOptionListSchema,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type Ticket,
  ticketPageSchema,
  ticketSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { users } from '../../db/schema';

/** A Monday morning; the tickets below were raised over the 100 days before it. */
const NOW = '2031-05-12T08:10:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const before = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let john: TestUser;
let ravi: TestUser;
let anita: TestUser;
let basis: Taxonomy;
let database: Taxonomy;
/** In the order they were raised: t1 100 days ago … t6 earlier today. */
let t1: Ticket;
let t2: Ticket;
let t3: Ticket;
let t4: Ticket;
let t5: Ticket;
let t6: Ticket;

async function raiseAt(
  at: string,
  customer: TestUser,
  consultant: TestUser,
  taxonomy: Taxonomy,
  fields = {},
) {
  kit.clock.set(at);
  return kit.book(customer, consultant, taxonomy, fields);
}

beforeAll(async () => {
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  john = await kit.newCustomer({ firstName: 'John', lastName: 'Doe' });
  basis = await kit.newTaxonomy({
    typeName: 'SAP BASIS',
    typeCode: 'BASIS',
    categoryName: 'Kernel',
    categoryCode: 'K',
  });
  database = await kit.newTaxonomy({
    typeName: 'Database',
    typeCode: 'DB',
    categoryName: 'HANA Tuning',
    categoryCode: 'HT',
  });
  const srSub = await kit.newSubOption(database.typeId, {
    name: 'Change',
    shortCode: 'CH',
    requiresSrIdentifier: true,
  });
  database = { ...database, subOptionId: srSub.id };
  await kit.newSrIdentifier('SR1000001');
  await kit.newSrIdentifier('SR2000002');
  ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    skills: [{ typeId: basis.typeId }],
  });
  anita = await kit.newConsultant({
    firstName: 'Anita',
    lastName: 'Desai',
    skills: [{ typeId: database.typeId }],
  });

  t1 = await raiseAt(before(100 * DAY_MS), meera, ravi, basis, {
    description: 'Quarterly 100% health check',
  });
  t2 = await raiseAt(before(60 * DAY_MS), john, anita, database, {
    description: 'Memory alert on the primary',
    srIdentifier: 'SR1000001',
  });
  t3 = await raiseAt(before(20 * DAY_MS), meera, anita, database, {
    description: 'Slow column store merges',
    srIdentifier: 'SR2000002',
  });
  t4 = await raiseAt(before(3 * DAY_MS), meera, ravi, basis, {
    description: 'Transport stuck in import queue',
    slotCount: 2,
  });
  t5 = await raiseAt(before(20 * 60 * 60 * 1000), john, ravi, basis, { description: 'Work process dumps' });
  t6 = await raiseAt('2031-05-12T01:00:00.000Z', meera, ravi, basis, {
    description: 'Kernel patch planning',
  });
  kit.clock.set(NOW);

  await kit.moveTo(ravi, t4.id, 'InProgress');
  await kit.moveTo(kit.admin, t1.id, 'Paid');
});

async function listIds(path: string, caller: Caller, query: Record<string, string> = {}) {
  const response = await kit.send('GET', `/api/${path}?${new URLSearchParams(query)}`, caller);
  const page = expectBody(response, 200, ticketPageSchema);
  return { ids: page.items.map((ticket) => ticket.id), page };
}

const ids = (...tickets: Ticket[]) => tickets.map((ticket) => ticket.id);
const adminList = async (query: Record<string, string> = {}) =>
  (await listIds('SupportRequests', kit.admin, query)).ids;

describe('ticket lists: who sees what', () => {
  it('401 without a token on every list', async () => {
    for (const path of [
      'SupportRequests/recent/user',
      'SupportRequests/recent/consultant',
      'SupportRequests',
    ]) {
      expectError(await kit.send('GET', `/api/${path}`, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    }
  });

  it('GET SupportRequests is for admins: 403 for customers and consultants', async () => {
    for (const caller of [meera, ravi]) {
      expectError(await kit.send('GET', '/api/SupportRequests', caller), ...ADMIN_ONLY);
    }
  });

  it("recent/user: the customer's own requests, newest first", async () => {
    const { ids: meeras, page } = await listIds('SupportRequests/recent/user', meera);
    expect(meeras).toEqual(ids(t6, t4, t3, t1));
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect((await listIds('SupportRequests/recent/user', john)).ids).toEqual(ids(t5, t2));
  });

  it('recent/consultant: the requests assigned to the consultant, newest first', async () => {
    expect((await listIds('SupportRequests/recent/consultant', ravi)).ids).toEqual(ids(t6, t5, t4, t1));
    expect((await listIds('SupportRequests/recent/consultant', anita)).ids).toEqual(ids(t3, t2));
  });

  it('each list covers its own side only: a customer has none assigned, an admin raised none', async () => {
    const assigned = await listIds('SupportRequests/recent/consultant', meera);
    expect(assigned.ids).toEqual([]);
    expect(assigned.page.total).toBe(0);
    expect((await listIds('SupportRequests/recent/user', kit.admin)).ids).toEqual([]);
    expect((await listIds('SupportRequests/recent/user', ravi)).ids).toEqual([]);
  });

  it('GET SupportRequests: every request for an admin, newest first', async () => {
    expect(await adminList()).toEqual(ids(t6, t5, t4, t3, t2, t1));
  });

  it('lists carry the full ticket with its booked slots', async () => {
    const { page } = await listIds('SupportRequests/recent/user', meera);
    const listed = page.items.find((ticket) => ticket.id === t4.id);
    const detail = await kit.send('GET', `/api/SupportRequests/${t4.id}`, meera);
    expect(listed).toEqual(expectBody(detail, 200, ticketSchema));
    expect(listed?.slots).toHaveLength(2);
    expect(listed).toMatchObject({
      status: 'InProgress',
      statusString: 'In Progress',
      customerName: 'Meera Iyer',
    });
  });
});

describe('ticket lists: filters', () => {
  it('search matches the order number, whole or in part, in any case', async () => {
    expect(await adminList({ search: t2.orderNumber! })).toEqual(ids(t2));
    expect(await adminList({ search: t2.orderNumber!.toLowerCase() })).toEqual(ids(t2));
    expect(t2.orderNumber!.startsWith('DBHTCH')).toBe(true);
    expect(await adminList({ search: 'dbhtch' })).toEqual(ids(t3, t2));
  });

  it('search matches the description, the SR identifier, the type and the category', async () => {
    expect(await adminList({ search: 'MEMORY alert' })).toEqual(ids(t2));
    expect(await adminList({ search: 'sr2000' })).toEqual(ids(t3));
    expect(await adminList({ search: 'database' })).toEqual(ids(t3, t2));
    expect(await adminList({ search: 'hana tun' })).toEqual(ids(t3, t2));
  });

  it("search matches the customer's and the consultant's full names", async () => {
    expect(await adminList({ search: 'john doe' })).toEqual(ids(t5, t2));
    expect(await adminList({ search: 'Anita Desai' })).toEqual(ids(t3, t2));
    expect(await adminList({ search: 'desai' })).toEqual(ids(t3, t2));
  });

  it('search reads words, so % and _ are no wildcards: alone they match nothing (decision 027)', async () => {
    expect(await adminList({ search: '100%' })).toEqual(ids(t1));
    expect(await adminList({ search: '%' })).toEqual([]);
    expect(await adminList({ search: '_' })).toEqual([]);
  });

  it("search stays within the caller's own tickets", async () => {
    expect((await listIds('SupportRequests/recent/user', meera, { search: 'hana' })).ids).toEqual(ids(t3));
    expect((await listIds('SupportRequests/recent/user', meera, { search: 'john' })).ids).toEqual([]);
  });

  it('date: today since 00:00 UTC, week, month and quarter the last 7, 30 and 90 days', async () => {
    expect(await adminList({ date: 'today' })).toEqual(ids(t6));
    expect(await adminList({ date: 'week' })).toEqual(ids(t6, t5, t4));
    expect(await adminList({ date: 'month' })).toEqual(ids(t6, t5, t4, t3));
    expect(await adminList({ date: 'quarter' })).toEqual(ids(t6, t5, t4, t3, t2));
  });

  it('date follows the clock: eleven days on, the week holds none of these and the month three', async () => {
    kit.clock.set(new Date(Date.parse(NOW) + 11 * DAY_MS).toISOString());
    try {
      expect(await adminList({ date: 'week' })).toEqual([]);
      expect(await adminList({ date: 'month' })).toEqual(ids(t6, t5, t4));
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('status and payment status', async () => {
    expect(await adminList({ status: 'InProgress' })).toEqual(ids(t4));
    expect(await adminList({ status: 'New' })).toEqual(ids(t6, t5, t3, t2));
    expect(await adminList({ status: 'Escalate' })).toEqual([]);
    expect(await adminList({ paymentStatus: 'Paid' })).toEqual(ids(t1));
    expect(await adminList({ paymentStatus: 'Pending' })).toEqual(ids(t6, t5, t4, t3, t2));
  });

  it("a consultant's Closed holds their paid tickets, and payment never filters their list", async () => {
    const assigned = async (query: Record<string, string>) =>
      (await listIds('SupportRequests/recent/consultant', ravi, query)).ids;
    expect(await assigned({ status: 'Closed' })).toEqual(ids(t1));
    expect(await assigned({ status: 'Paid' })).toEqual(ids(t1));
    expect(await assigned({ paymentStatus: 'Paid' })).toEqual(ids(t6, t5, t4, t1));
    expect(await assigned({ paymentStatus: 'Pending' })).toEqual(ids(t6, t5, t4, t1));
  });

  it("consultantId narrows an admin's list, and is ignored in lists that are already the caller's", async () => {
    expect(await adminList({ consultantId: anita.id })).toEqual(ids(t3, t2));
    expect(await adminList({ consultantId: anita.id, search: 'memory' })).toEqual(ids(t2));
    const own = await listIds('SupportRequests/recent/user', meera, { consultantId: anita.id });
    expect(own.ids).toEqual(ids(t6, t4, t3, t1));
  });

  it('filters combine', async () => {
    expect(await adminList({ date: 'week', status: 'New', search: 'ravi' })).toEqual(ids(t6, t5));
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

describe('ticket lists: pages', () => {
  it('pages newest first and counts every match', async () => {
    const first = await listIds('SupportRequests', kit.admin, { page: '1', pageSize: '2' });
    expect(first.ids).toEqual(ids(t6, t5));
    expect(first.page).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect((await listIds('SupportRequests', kit.admin, { page: '2', pageSize: '2' })).ids).toEqual(
      ids(t4, t3),
    );
    const beyond = await listIds('SupportRequests', kit.admin, { page: '4', pageSize: '2' });
    expect(beyond.ids).toEqual([]);
    expect(beyond.page.total).toBe(6);
    const searched = await listIds('SupportRequests', kit.admin, {
      search: 'ravi',
      pageSize: '3',
      page: '2',
    });
    expect(searched.ids).toEqual(ids(t1));
    expect(searched.page.total).toBe(4);
  });

  it("pages a person's own list (the prepared path) with its total and each ticket's booked slots", async () => {
    const regular = await kit.newCustomer();
    const booked = [await kit.book(regular, ravi, basis), await kit.book(regular, ravi, basis)];
    booked.push(await kit.book(regular, ravi, basis));
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
    const assigned = await listIds('SupportRequests/recent/consultant', ravi, { pageSize: '100' });
    expect(assigned.ids).toEqual(expect.arrayContaining(booked.map((ticket) => ticket.id)));
  });

  it('orders tickets raised at the same instant by id, highest first', async () => {
    const twin = await kit.newCustomer();
    const a = await kit.book(twin, ravi, basis);
    const b = await kit.book(twin, ravi, basis);
    expect(a.createdAt).toBe(b.createdAt);
    const expected = [a.id, b.id].sort().reverse();
    expect((await listIds('SupportRequests/recent/user', twin)).ids).toEqual(expected);
  });
});

describe('one ticket: detail, order status and history', () => {
  const reads = (id: string) => [
    `/api/SupportRequests/${id}`,
    `/api/orders/${id}`,
    `/api/status/history/${id}`,
  ];

  it('401 without a token', async () => {
    for (const url of reads(t1.id)) {
      expectError(await kit.send('GET', url, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    }
  });

  it('400 for a malformed id', async () => {
    for (const url of reads('not-an-id')) {
      expectError(await kit.send('GET', url, meera), 400, 'Invalid id', { path: 'orderId' });
    }
  });

  it(`404 "${TICKET_MESSAGES.ticketNotFound}" for another customer's ticket, another consultant's, or none`, async () => {
    for (const [caller, id] of [
      [john, t1.id],
      [anita, t1.id],
      [ravi, t3.id],
      [meera, crypto.randomUUID()],
    ] as const) {
      for (const url of reads(id)) {
        const response = await kit.send('GET', url, caller);
        expectError(response, 404, TICKET_MESSAGES.ticketNotFound, { code: 'NOT_FOUND' });
      }
      const put = await kit.changeStatus(caller, id, { status: 'Escalate', comment: 'Urgent' });
      expectError(put, 404, TICKET_MESSAGES.ticketNotFound);
    }
  });

  it('the customer, the consultant and any admin read it', async () => {
    for (const caller of [meera, ravi, kit.admin]) {
      const response = await kit.send('GET', `/api/SupportRequests/${t4.id}`, caller);
      expect(expectBody(response, 200, ticketSchema)).toMatchObject({
        id: t4.id,
        orderNumber: t4.orderNumber,
        consultantName: 'Ravi Kumar',
      });
    }
  });

  it("carries both people's profile time zones, null where one is not set", async () => {
    const detail = async (caller: Caller) =>
      expectBody(await kit.send('GET', `/api/SupportRequests/${t4.id}`, caller), 200, ticketSchema);
    expect(await detail(meera)).toMatchObject({ customerTimeZone: null, consultantTimeZone: null });

    await kit.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, ravi.id));
    await kit.database.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, meera.id));
    try {
      for (const caller of [meera, ravi, kit.admin]) {
        expect(await detail(caller)).toMatchObject({
          customerTimeZone: 'Europe/Berlin',
          consultantTimeZone: 'Asia/Kolkata',
        });
      }
      // The lists read the same join: a person's own list (prepared) and an admin's.
      const own = (await listIds('SupportRequests/recent/user', meera)).page.items;
      expect(own.find((ticket) => ticket.id === t4.id)).toMatchObject({
        customerTimeZone: 'Europe/Berlin',
        consultantTimeZone: 'Asia/Kolkata',
      });
      const all = (await listIds('SupportRequests', kit.admin, { search: t4.orderNumber ?? '' })).page.items;
      expect(all.map((ticket) => [ticket.customerTimeZone, ticket.consultantTimeZone])).toEqual([
        ['Europe/Berlin', 'Asia/Kolkata'],
      ]);
    } finally {
      await kit.database.db.update(users).set({ timeZone: null }).where(eq(users.id, ravi.id));
      await kit.database.db.update(users).set({ timeZone: null }).where(eq(users.id, meera.id));
    }
  });

  it('GET orders/{orderId}: where the payment stands', async () => {
    const response = await kit.send('GET', `/api/orders/${t1.id}`, meera);
    expect(expectBody(response, 200, orderStatusSchema)).toEqual({
      orderId: t1.id,
      orderNumber: t1.orderNumber,
      status: 'Paid',
      paymentStatus: 'Paid',
      totalAmount: 750,
    });
  });

  it('GET status/history/{orderId}: oldest first', async () => {
    const response = await kit.send('GET', `/api/status/history/${t4.id}`, ravi);
    expect(
      expectBody(response, 200, statusHistoryListSchema).map((entry) => [
        entry.fromStatus,
        entry.toStatus,
        entry.changedBy,
      ]),
    ).toEqual([
      [null, 'New', 'Meera Iyer'],
      ['New', 'InProgress', 'Ravi Kumar'],
    ]);
  });
});

describe('GET /api/status/options', () => {
  it('401 without a token', async () => {
    expectError(await kit.send('GET', '/api/status/options', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('every status in order with its name, colour and meaning; for a consultant, all but Paid (it reads Closed to them)', async () => {
    for (const caller of [meera, ravi, kit.admin]) {
      const response = await kit.send('GET', '/api/status/options', caller);
      const options = expectBody(response, 200, statusOptionListSchema);
      const expected =
        caller === ravi ? TICKET_STATUSES.filter((status) => status !== 'Paid') : TICKET_STATUSES;
      expect(options.map((option) => option.statusCode)).toEqual([...expected]);
      if (caller === ravi) expect(response.body).not.toMatch(/paid|payment/i);
      for (const option of options) {
        expect(option.statusName).toBe(TICKET_STATUS_LABELS[option.statusCode]);
        expect(option.colorCode).toMatch(/^#[0-9a-f]{6}$/);
        expect(option.description.length).toBeGreaterThan(0);
      }
    }
  });
});
