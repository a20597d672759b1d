import type { StatusHistoryEntry, Ticket, TicketPage, TicketStatusCounts } from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, type CreatedTicket, createBookingKit } from '../../../test/booking-kit';
import { authHeader, type TestUser } from '../../../test/factories';

// Consultants do not see payment information (spec §6) and read Paid as Closed (spec §4): no answer
// they get carries a payment status or the word Paid. Their earnings (rate, hours, amounts) stay.
const NOW = '2031-04-07T05:00:00.000Z';

let kit: BookingKit;
let meera: TestUser;
let ravi: TestUser;
let anita: TestUser;
/** Closed by Ravi with 1.5 hours, then marked Paid by the admin. */
let paid: CreatedTicket;
/** New, payment pending. */
let open: CreatedTicket;

async function get(person: TestUser, url: string) {
  const response = await kit.ctx.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: authHeader(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

beforeAll(async () => {
  kit = await createBookingKit({ now: NOW });
  [meera] = (await kit.newCustomers(1)) as [TestUser];
  ravi = await kit.newConsultant({ hourlyRate: 2000 });
  anita = await kit.newConsultant();
  const slots = await kit.publishDays(ravi, { days: 1, startHourUtc: 8, hours: 2 });
  paid = await kit.bookTicket(meera, ravi, [slots[0]!.id, slots[1]!.id]);
  open = await kit.bookTicket(meera, ravi, [slots[2]!.id]);
  for (const [actor, body] of [
    [ravi, { status: 'InProgress' }],
    [ravi, { status: 'Closed', hoursWorked: 1.5 }],
    [kit.admin, { status: 'Paid', comment: 'Settled by bank transfer' }],
  ] as const) {
    const changed = await kit.changeStatus(actor, paid.id, body);
    expect(changed.statusCode, changed.body).toBe(200);
  }
});
afterAll(() => kit.close());

describe('what a consultant is told about payment', () => {
  it('the ticket: Closed, no payment status; rate, hours and amounts as for everyone', async () => {
    const response = await get(ravi, `SupportRequests/${paid.id}`);
    const ticket = response.json() as Ticket;
    expect(ticket).toMatchObject({
      status: 'Closed',
      statusString: 'Closed',
      consultantHourlyRate: 2000,
      hoursWorked: 1.5,
      calculatedAmount: 3000,
      totalAmount: 3000,
    });
    expect(ticket).not.toHaveProperty('paymentStatus');
    expect(response.body).not.toContain('Paid');
  });

  it('the customer and the admin still see Paid and the payment status', async () => {
    for (const person of [meera, kit.admin]) {
      const ticket = (await get(person, `SupportRequests/${paid.id}`)).json() as Ticket;
      expect(ticket).toMatchObject({ status: 'Paid', statusString: 'Paid', paymentStatus: 'Paid' });
      expect(ticket.calculatedAmount).toBe(3000);
    }
    const pending = (await get(meera, `SupportRequests/${open.id}`)).json() as Ticket;
    expect(pending.paymentStatus).toBe('Pending');
  });

  it('the assigned list, on its prepared page and with filters: no payment status on any ticket', async () => {
    for (const query of ['', '?date=quarter', '?status=Closed', '?search=transport']) {
      const response = await get(ravi, `SupportRequests/recent/consultant${query}`);
      const page = response.json() as TicketPage;
      expect(page.items.length, query).toBeGreaterThan(0);
      for (const ticket of page.items) expect(ticket).not.toHaveProperty('paymentStatus');
      expect(response.body).not.toContain('Paid');
      expect(page.items.find((ticket) => ticket.id === paid.id)?.status ?? 'Closed').toBe('Closed');
    }
    const customers = (await get(meera, 'SupportRequests/recent/user')).json() as TicketPage;
    expect(customers.items.map((ticket) => ticket.paymentStatus).sort()).toEqual(['Paid', 'Pending']);
  });

  it("the history: the admin's change to Paid reads as Closed", async () => {
    const response = await get(ravi, `status/history/${paid.id}`);
    const entries = response.json() as StatusHistoryEntry[];
    expect(entries.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      [null, 'New'],
      ['New', 'InProgress'],
      ['InProgress', 'Closed'],
      ['Closed', 'Closed'],
    ]);
    expect(response.body).not.toContain('Paid');
    const customers = (await get(meera, `status/history/${paid.id}`)).json() as StatusHistoryEntry[];
    expect(customers.at(-1)).toMatchObject({ fromStatus: 'Closed', toStatus: 'Paid' });
  });

  it('orders/{id}: the status and the amount, without the payment status', async () => {
    expect((await get(ravi, `orders/${paid.id}`)).json()).toEqual({
      orderId: paid.id,
      orderNumber: paid.orderNumber,
      status: 'Closed',
      totalAmount: 3000,
    });
    expect((await get(meera, `orders/${paid.id}`)).json()).toEqual({
      orderId: paid.id,
      orderNumber: paid.orderNumber,
      status: 'Paid',
      paymentStatus: 'Paid',
      totalAmount: 3000,
    });
  });

  it('the counts: the paid ticket counted under Closed', async () => {
    const counts = (await get(ravi, 'SupportRequests/counts/consultant')).json() as TicketStatusCounts;
    const byStatus = Object.fromEntries(counts.byStatus.map((row) => [row.status, row.count]));
    expect(byStatus).toMatchObject({ New: 1, Closed: 1, Paid: 0 });
  });

  it('the answer to their own status change carries no payment status either', async () => {
    const response = await kit.changeStatus(ravi, open.id, { status: 'InProgress' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'InProgress' });
    expect(response.json()).not.toHaveProperty('paymentStatus');
  });

  it('another consultant learns nothing: 404 on the ticket, its order and its history', async () => {
    for (const url of [`SupportRequests/${paid.id}`, `orders/${paid.id}`, `status/history/${paid.id}`]) {
      const response = await kit.ctx.app.inject({
        method: 'GET',
        url: `/api/${url}`,
        headers: authHeader(anita),
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Ticket not found', code: 'NOT_FOUND' });
    }
  });
});
