import crypto from 'node:crypto';
import {
  orderStatusSchema,
  statusHistoryListSchema,
  statusOptionListSchema,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  ticketSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { users } from '../../db/schema';
import { useReadTickets } from './tickets.read.test-kit';

const { kit, given, listIds } = useReadTickets();

describe('one ticket: detail, order status and history', () => {
  const reads = (id: string) => [
    `/api/SupportRequests/${id}`,
    `/api/orders/${id}`,
    `/api/status/history/${id}`,
  ];

  it('401 without a token', async () => {
    for (const url of reads(given.t1.id)) {
      expectError(await kit.send('GET', url, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    }
  });

  it('400 for a malformed id', async () => {
    for (const url of reads('not-an-id')) {
      expectError(await kit.send('GET', url, given.meera), 400, 'Invalid id', { path: 'orderId' });
    }
  });

  it(`404 "${TICKET_MESSAGES.ticketNotFound}" for another customer's ticket, another consultant's, or none`, async () => {
    for (const [caller, id] of [
      [given.john, given.t1.id],
      [given.anita, given.t1.id],
      [given.ravi, given.t3.id],
      [given.meera, crypto.randomUUID()],
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
    for (const caller of [given.meera, given.ravi, kit.admin]) {
      const response = await kit.send('GET', `/api/SupportRequests/${given.t4.id}`, caller);
      expect(expectBody(response, 200, ticketSchema)).toMatchObject({
        id: given.t4.id,
        orderNumber: given.t4.orderNumber,
        consultantName: 'Ravi Kumar',
      });
    }
  });

  it("carries both people's profile time zones, null where one is not set", async () => {
    const detail = async (caller: Caller) =>
      expectBody(await kit.send('GET', `/api/SupportRequests/${given.t4.id}`, caller), 200, ticketSchema);
    expect(await detail(given.meera)).toMatchObject({ customerTimeZone: null, consultantTimeZone: null });

    await kit.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, given.ravi.id));
    await kit.database.db
      .update(users)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(users.id, given.meera.id));
    try {
      for (const caller of [given.meera, given.ravi, kit.admin]) {
        expect(await detail(caller)).toMatchObject({
          customerTimeZone: 'Europe/Berlin',
          consultantTimeZone: 'Asia/Kolkata',
        });
      }
      // The lists read the same join: a person's own list (prepared) and an admin's.
      const own = (await listIds('SupportRequests/recent/user', given.meera)).page.items;
      expect(own.find((ticket) => ticket.id === given.t4.id)).toMatchObject({
        customerTimeZone: 'Europe/Berlin',
        consultantTimeZone: 'Asia/Kolkata',
      });
      const all = (await listIds('SupportRequests', kit.admin, { search: given.t4.orderNumber ?? '' })).page
        .items;
      expect(all.map((ticket) => [ticket.customerTimeZone, ticket.consultantTimeZone])).toEqual([
        ['Europe/Berlin', 'Asia/Kolkata'],
      ]);
    } finally {
      await kit.database.db.update(users).set({ timeZone: null }).where(eq(users.id, given.ravi.id));
      await kit.database.db.update(users).set({ timeZone: null }).where(eq(users.id, given.meera.id));
    }
  });

  it('GET orders/{orderId}: where the payment stands', async () => {
    const response = await kit.send('GET', `/api/orders/${given.t1.id}`, given.meera);
    expect(expectBody(response, 200, orderStatusSchema)).toEqual({
      orderId: given.t1.id,
      orderNumber: given.t1.orderNumber,
      status: 'Paid',
      paymentStatus: 'Paid',
      totalAmount: 750,
    });
  });

  it('GET status/history/{orderId}: oldest first', async () => {
    const response = await kit.send('GET', `/api/status/history/${given.t4.id}`, given.ravi);
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
    for (const caller of [given.meera, given.ravi, kit.admin]) {
      const response = await kit.send('GET', '/api/status/options', caller);
      const options = expectBody(response, 200, statusOptionListSchema);
      const expected =
        caller === given.ravi ? TICKET_STATUSES.filter((status) => status !== 'Paid') : TICKET_STATUSES;
      expect(options.map((option) => option.statusCode)).toEqual([...expected]);
      if (caller === given.ravi) expect(response.body).not.toMatch(/paid|payment/i);
      for (const option of options) {
        expect(option.statusName).toBe(TICKET_STATUS_LABELS[option.statusCode]);
        expect(option.colorCode).toMatch(/^#[0-9a-f]{6}$/);
        expect(option.description.length).toBeGreaterThan(0);
      }
    }
  });
});
