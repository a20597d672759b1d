import { MIN_HOURS_WORKED, TICKET_MESSAGES, ticketSchema } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

// Spec §9: hours worked are at least 0.1 (step 0.1), on the server as in the form.
const kit = useBookingKit({ now: '2031-06-02T05:00:00.000Z' });
let basis: Taxonomy;
let meera: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  basis = await kit.newTaxonomy();
  meera = await kit.newCustomer();
  ravi = await kit.newConsultant({ hourlyRate: 1800, skills: [{ typeId: basis.typeId }] });
});

const newTicket = () => kit.book(meera, ravi, basis);

async function readTicket(id: string) {
  return expectBody(await kit.send('GET', `/api/SupportRequests/${id}`, meera), 200, ticketSchema);
}

describe('PUT /api/SupportRequests/:orderId/status: hours worked', () => {
  it.each([0.05, 0.09, 0.099])('400 for %s hours, the ticket unchanged', async (hoursWorked) => {
    const ticket = await newTicket();
    const response = await kit.changeStatus(ravi, ticket.id, { status: 'Closed', hoursWorked });
    expectError(response, 400, 'Please enter a valid number of hours worked (greater than 0)', {
      path: 'hoursWorked',
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
    expectError(response, 400, TICKET_MESSAGES.hoursInvalid, { path: 'hoursWorked' });
  });

  it(`200 for exactly ${MIN_HOURS_WORKED} hours: the amount is a tenth of the hourly rate`, async () => {
    const ticket = await newTicket();
    const closed = await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: MIN_HOURS_WORKED });
    expect(closed).toMatchObject({ status: 'Closed', hoursWorked: 0.1, calculatedAmount: 180 });
  });
});
