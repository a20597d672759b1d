// Decision 057: a ticket re-rated by its consultant or an admin while its work is not done.
import { statusHistoryListSchema, TICKET_MESSAGES, ticketSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { openBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { useOpened } from '../../../test/use-opened';

const kit = useOpened(() => openBookingKit());
const url = (orderId: string) => `/api/SupportRequests/${orderId}/priority`;

async function booked() {
  const taxonomy = await kit.newTaxonomy();
  const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  const customer = await kit.newCustomer();
  const ticket = await kit.book(customer, consultant, taxonomy, { priority: 'High' });
  return { customer, consultant, ticket };
}

describe('PUT /api/SupportRequests/{orderId}/priority', () => {
  it('its consultant re-rates it: the priority changes, the number keeps its digit, the history says so', async () => {
    const { customer, consultant, ticket } = await booked();
    const changed = expectBody(
      await kit.send('PUT', url(ticket.id), consultant, { priority: 'VeryHigh' }),
      200,
      ticketSchema,
    );
    expect(changed).toMatchObject({ priority: 'VeryHigh', orderNumber: ticket.orderNumber });
    const history = expectBody(
      await kit.send('GET', `/api/status/history/${ticket.id}`, customer),
      200,
      statusHistoryListSchema,
    );
    expect(history.at(-1)).toMatchObject({
      event: 'priority_changed',
      fromStatus: 'New',
      toStatus: 'New',
      comment: 'Priority changed from High to Very High',
    });
    expect(
      expectBody(await kit.send('PUT', url(ticket.id), kit.admin, { priority: 'Low' }), 200, ticketSchema)
        .priority,
    ).toBe('Low');
  });

  it('401 without a token; 403 for its customer; 404 for another consultant; the same or no priority is 400 in words', async () => {
    const { customer, ticket } = await booked();
    await expectSignInRequired((caller) => kit.send('PUT', url(ticket.id), caller, { priority: 'Low' }));
    expectError(
      await kit.send('PUT', url(ticket.id), customer, { priority: 'VeryHigh' }),
      403,
      TICKET_MESSAGES.priorityNotYours,
    );
    expectError(
      await kit.send('PUT', url(ticket.id), await kit.newConsultant(), { priority: 'Low' }),
      404,
      TICKET_MESSAGES.ticketNotFound,
    );
    expectError(
      await kit.send('PUT', url(ticket.id), kit.admin, { priority: 'High' }),
      400,
      TICKET_MESSAGES.samePriority,
      { path: 'priority' },
    );
    expectError(
      await kit.send('PUT', url(ticket.id), kit.admin, { priority: 'Urgent' }),
      400,
      TICKET_MESSAGES.priorityInvalid,
      { path: 'priority' },
    );
  });

  it('409 once the work is done', async () => {
    const { consultant, ticket } = await booked();
    await kit.moveTo(consultant, ticket.id, 'Completed', { hoursWorked: 1 });
    expectError(
      await kit.send('PUT', url(ticket.id), kit.admin, { priority: 'Low' }),
      409,
      TICKET_MESSAGES.priorityOfFinished,
    );
  });

  it('the same re-rating twice at once (a double click on two screens) is made once: 200, then 409 or 400, one history entry', async () => {
    const { customer, consultant, ticket } = await booked();
    const answers = await Promise.all([
      kit.send('PUT', url(ticket.id), consultant, { priority: 'VeryHigh' }),
      kit.send('PUT', url(ticket.id), kit.admin, { priority: 'VeryHigh' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // Read before the other's commit: changed meanwhile (409); after it: already so (400).
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const history = expectBody(
      await kit.send('GET', `/api/status/history/${ticket.id}`, customer),
      200,
      statusHistoryListSchema,
    );
    expect(history.filter((entry) => entry.event === 'priority_changed')).toHaveLength(1);
  });
});
