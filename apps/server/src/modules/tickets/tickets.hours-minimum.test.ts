import { MIN_HOURS_WORKED, TICKET_MESSAGES, type Ticket } from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, createBookingKit } from '../../../test/booking-kit';
import { authHeader, type TestUser } from '../../../test/factories';

// Spec §9: hours worked are at least 0.1 (step 0.1), on the server as in the form.
const NOW = '2031-06-02T05:00:00.000Z';

let kit: BookingKit;
let meera: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  kit = await createBookingKit({ now: NOW });
  [meera] = (await kit.newCustomers(1)) as [TestUser];
  ravi = await kit.newConsultant({ hourlyRate: 1800 });
  await kit.publishDays(ravi, { days: 1, startHourUtc: 8, hours: 4 });
});
afterAll(() => kit.close());

async function newTicket() {
  const slots = await kit.ctx.app.inject({
    method: 'GET',
    url: `/api/ConsultantAvailability?consultantId=${ravi.id}`,
    headers: authHeader(meera),
  });
  const free = (slots.json() as Array<{ id: string; isBooked: boolean }>).find((slot) => !slot.isBooked);
  if (!free) throw new Error('no free slot left');
  return kit.bookTicket(meera, ravi, [free.id]);
}

async function readTicket(id: string) {
  const response = await kit.ctx.app.inject({
    method: 'GET',
    url: `/api/SupportRequests/${id}`,
    headers: authHeader(meera),
  });
  return response.json() as Ticket;
}

describe('PUT /api/SupportRequests/:orderId/status: hours worked', () => {
  it.each([0.05, 0.09, 0.099])('400 for %s hours, the ticket unchanged', async (hoursWorked) => {
    const ticket = await newTicket();
    const response = await kit.changeStatus(ravi, ticket.id, { status: 'Closed', hoursWorked });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: TICKET_MESSAGES.hoursInvalid,
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'hoursWorked', message: 'Please enter a valid number of hours worked (greater than 0)' },
      ],
    });
    expect(await readTicket(ticket.id)).toMatchObject({
      status: 'New',
      hoursWorked: null,
      calculatedAmount: null,
    });
  });

  it('400 for an admin too: the minimum is the rule, not the role', async () => {
    const ticket = await newTicket();
    const response = await kit.changeStatus(kit.admin, ticket.id, { status: 'Completed', hoursWorked: 0.05 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([{ path: 'hoursWorked', message: TICKET_MESSAGES.hoursInvalid }]);
  });

  it(`200 for exactly ${MIN_HOURS_WORKED} hours: the amount is a tenth of the hourly rate`, async () => {
    const ticket = await newTicket();
    const response = await kit.changeStatus(ravi, ticket.id, {
      status: 'Closed',
      hoursWorked: MIN_HOURS_WORKED,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Closed', hoursWorked: 0.1, calculatedAmount: 180 });
  });
});
