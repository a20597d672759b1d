import {
  orderStatusSchema,
  statusHistoryListSchema,
  type Ticket,
  ticketPageSchema,
  ticketSchema,
  ticketStatusCountsSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

// Consultants do not see payment information (spec §6) and read Paid as Closed (spec §4): no answer
// they get carries a payment status or the word Paid. Their earnings (rate, hours, amounts) stay.
const NOW = '2031-04-07T05:00:00.000Z';

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;
let anita: TestUser;
/** Closed by Ravi with 1.5 hours, then marked Paid by the admin. */
let paid: Ticket;
/** New, payment pending. */
let open: Ticket;

async function get(person: TestUser, url: string) {
  const response = await kit.send('GET', `/api/${url}`, person);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

beforeAll(async () => {
  const basis = await kit.newTaxonomy();
  meera = await kit.newCustomer();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
  anita = await kit.newConsultant({ skills: [{ typeId: basis.typeId }] });
  const slots = await kit.publishDays(ravi, { days: 1, startHourUtc: 8, hours: 2 });
  paid = await kit.book(meera, ravi, basis, { slots: [slots[0]!, slots[1]!] });
  open = await kit.book(meera, ravi, basis, { slots: [slots[2]!] });
  await kit.moveTo(ravi, paid.id, 'InProgress');
  await kit.moveTo(ravi, paid.id, 'Closed', { hoursWorked: 1.5 });
  await kit.moveTo(kit.admin, paid.id, 'Paid', { comment: 'Settled by bank transfer' });
});

describe('what a consultant is told about payment', () => {
  it('the ticket: Closed, no payment status; rate, hours and amounts as for everyone', async () => {
    const response = await get(ravi, `SupportRequests/${paid.id}`);
    const ticket = expectBody(response, 200, ticketSchema);
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
      const ticket = expectBody(await get(person, `SupportRequests/${paid.id}`), 200, ticketSchema);
      expect(ticket).toMatchObject({ status: 'Paid', statusString: 'Paid', paymentStatus: 'Paid' });
      expect(ticket.calculatedAmount).toBe(3000);
    }
    const pending = expectBody(await get(meera, `SupportRequests/${open.id}`), 200, ticketSchema);
    expect(pending.paymentStatus).toBe('Pending');
  });

  it('the assigned list, on its prepared page and with filters: no payment status on any ticket', async () => {
    for (const query of ['', '?date=quarter', '?status=Closed', '?search=transport']) {
      const response = await get(ravi, `SupportRequests/recent/consultant${query}`);
      const page = expectBody(response, 200, ticketPageSchema);
      expect(page.items.length, query).toBeGreaterThan(0);
      for (const ticket of page.items) expect(ticket).not.toHaveProperty('paymentStatus');
      expect(response.body).not.toContain('Paid');
      expect(page.items.find((ticket) => ticket.id === paid.id)?.status ?? 'Closed').toBe('Closed');
    }
    const customers = expectBody(await get(meera, 'SupportRequests/recent/user'), 200, ticketPageSchema);
    expect(customers.items.map((ticket) => ticket.paymentStatus).sort()).toEqual(['Paid', 'Pending']);
  });

  it("the history: the admin's Paid of a closed ticket is not an entry they see", async () => {
    const response = await get(ravi, `status/history/${paid.id}`);
    const entries = expectBody(response, 200, statusHistoryListSchema);
    expect(entries.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      [null, 'New'],
      ['New', 'InProgress'],
      ['InProgress', 'Closed'],
      // Closing freed the booked slot still ahead of the clock.
      ['Closed', 'Closed'],
    ]);
    expect(entries.map((entry) => entry.event)).toEqual(['status', 'status', 'status', 'slots_released']);
    expect(response.body).not.toContain('Paid');
    const customers = expectBody(await get(meera, `status/history/${paid.id}`), 200, statusHistoryListSchema);
    expect(customers.at(-1)).toMatchObject({ fromStatus: 'Closed', toStatus: 'Paid' });
  });

  it('orders/{id}: the status and the amount, without the payment status', async () => {
    expect(expectBody(await get(ravi, `orders/${paid.id}`), 200, orderStatusSchema)).toEqual({
      orderId: paid.id,
      orderNumber: paid.orderNumber,
      status: 'Closed',
      totalAmount: 3000,
    });
    expect(expectBody(await get(meera, `orders/${paid.id}`), 200, orderStatusSchema)).toEqual({
      orderId: paid.id,
      orderNumber: paid.orderNumber,
      status: 'Paid',
      paymentStatus: 'Paid',
      totalAmount: 3000,
    });
  });

  it('the counts: the paid ticket counted under Closed, and no Paid among their statuses', async () => {
    const counts = expectBody(
      await get(ravi, 'SupportRequests/counts/consultant'),
      200,
      ticketStatusCountsSchema,
    );
    const byStatus = Object.fromEntries(counts.byStatus.map((row) => [row.status, row.count]));
    expect(byStatus).toMatchObject({ New: 1, Closed: 1 });
    expect(byStatus).not.toHaveProperty('Paid');
    const options = await get(ravi, 'status/options');
    expect(options.body).not.toContain('Paid');
    expect((await get(meera, 'status/options')).body).toContain('Paid');
  });

  it('the answer to their own status change carries no payment status either', async () => {
    const changed = await kit.moveTo(ravi, open.id, 'InProgress');
    expect(changed).toMatchObject({ status: 'InProgress' });
    expect(changed).not.toHaveProperty('paymentStatus');
  });

  it('another consultant learns nothing: 404 on the ticket, its order and its history', async () => {
    for (const url of [`SupportRequests/${paid.id}`, `orders/${paid.id}`, `status/history/${paid.id}`]) {
      expectError(await kit.send('GET', `/api/${url}`, anita), 404, 'Ticket not found');
    }
  });
});
