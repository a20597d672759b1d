import {
  MAX_HOURLY_RATE,
  MAX_HOURS_WORKED,
  orderStatusSchema,
  statusHistoryListSchema,
  TICKET_MESSAGES,
  type Ticket,
  type TicketStatus,
  ticketSchema,
} from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { isPostgres } from '../../../test/test-app';

const NOW = '2031-05-12T08:10:00.000Z';

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let john: TestUser;
let ravi: TestUser;
let basis: Taxonomy;

beforeAll(async () => {
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  john = await kit.newCustomer({ firstName: 'John', lastName: 'Doe' });
  basis = await kit.newTaxonomy();
  ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    hourlyRate: 1500,
    skills: [{ typeId: basis.typeId }],
  });
});

/** A fresh ticket of Meera's with Ravi, walked to `status` by the people allowed to. */
async function ticketIn(status: TicketStatus = 'New'): Promise<Ticket> {
  const ticket = await kit.book(meera, ravi, basis);
  const walk: Partial<Record<TicketStatus, () => Promise<unknown>>> = {
    InProgress: () => kit.moveTo(ravi, ticket.id, 'InProgress'),
    PendingCustomerAction: () => kit.moveTo(ravi, ticket.id, 'PendingCustomerAction'),
    Completed: () => kit.moveTo(ravi, ticket.id, 'Completed', { hoursWorked: 1 }),
    Closed: () => kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1 }),
    TopicClosed: () => kit.moveTo(kit.admin, ticket.id, 'TopicClosed'),
    Paid: () => kit.moveTo(kit.admin, ticket.id, 'Paid'),
  };
  await walk[status]?.();
  return ticket;
}

const history = async (ticketId: string) => {
  const response = await kit.send('GET', `/api/status/history/${ticketId}`, kit.admin);
  return expectBody(response, 200, statusHistoryListSchema);
};

describe('PUT /api/SupportRequests/:orderId/status: refusals', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await ticketIn('New');
  });

  it('401 without a token', async () => {
    const response = await kit.changeStatus(NO_TOKEN, ticket.id, { status: 'InProgress' });
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });

  it('400 for an unknown status, bad hours, a long comment or an unknown field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ status: 'Done' }, 'Unknown status', 'status'],
      [{ status: 'Completed', hoursWorked: 0 }, TICKET_MESSAGES.hoursInvalid, 'hoursWorked'],
      [{ status: 'Completed', hoursWorked: -2 }, TICKET_MESSAGES.hoursInvalid, 'hoursWorked'],
      [{ status: 'Completed', hoursWorked: 'two' }, TICKET_MESSAGES.hoursInvalid, 'hoursWorked'],
      [{ status: 'Completed', hoursWorked: 100.5 }, TICKET_MESSAGES.hoursTooMany, 'hoursWorked'],
      [{ status: 'InProgress', comment: 'x'.repeat(1001) }, TICKET_MESSAGES.commentTooLong, 'comment'],
      [{ status: 'InProgress', amount: 10 }, 'Unknown field: amount', ''],
    ];
    for (const [body, message, path] of cases) {
      expectError(await kit.changeStatus(ravi, ticket.id, body as { status: string }), 400, message, {
        path,
      });
    }
  });

  it(`400 for the same status without a comment: "${TICKET_MESSAGES.nothingToUpdate}"`, async () => {
    for (const comment of [undefined, null, '', '   ']) {
      const response = await kit.changeStatus(ravi, ticket.id, { status: 'New', comment });
      expectError(response, 400, TICKET_MESSAGES.nothingToUpdate, { path: 'comment' });
    }
  });

  it(`404 "${TICKET_MESSAGES.ticketNotFound}" for a ticket of another customer`, async () => {
    const response = await kit.changeStatus(john, ticket.id, { status: 'Escalate' });
    expectError(response, 404, TICKET_MESSAGES.ticketNotFound);
  });

  it('403 for a status outside the options of the role, naming it as people read it', async () => {
    const cases: Array<[TestUser, TicketStatus, string]> = [
      [meera, 'InProgress', 'In Progress'],
      [meera, 'Closed', 'Closed'],
      [meera, 'ReOpened', 'Re-Opened'],
      [ravi, 'Paid', 'Paid'],
      [ravi, 'TopicClosed', 'Topic Closed'],
      [ravi, 'ReOpened', 'Re-Opened'],
    ];
    for (const [caller, status, label] of cases) {
      const response = await kit.changeStatus(caller, ticket.id, { status, hoursWorked: undefined });
      expectError(response, 403, TICKET_MESSAGES.statusNotAllowed(label));
      expect(response.json().error).toBe(`You cannot move this ticket to ${label}`);
    }
  });

  it('403 for a consultant moving a ticket back to New once it has left it', async () => {
    const started = await ticketIn('InProgress');
    expectError(
      await kit.changeStatus(ravi, started.id, { status: 'New' }),
      403,
      TICKET_MESSAGES.statusNotAllowed('New'),
    );
  });

  it(`403 "${TICKET_MESSAGES.noStatusOptions}" for a comment on a ticket the consultant can no longer change`, async () => {
    for (const status of ['Closed', 'TopicClosed', 'Paid'] as const) {
      const done = await ticketIn(status);
      const response = await kit.changeStatus(ravi, done.id, { status, comment: 'One more note' });
      expectError(response, 403, TICKET_MESSAGES.noStatusOptions);
      const moved = await kit.changeStatus(ravi, done.id, { status: 'InProgress' });
      expectError(moved, 403, TICKET_MESSAGES.statusNotAllowed('In Progress'));
    }
  });

  it(`400 "${TICKET_MESSAGES.hoursRequired}" when a consultant closes without hours`, async () => {
    for (const status of ['Completed', 'Closed'] as const) {
      const response = await kit.changeStatus(ravi, ticket.id, { status, comment: 'Done' });
      expectError(response, 400, TICKET_MESSAGES.hoursRequired, { path: 'hoursWorked' });
    }
  });

  it(`400 "${TICKET_MESSAGES.hoursNotApplicable}" for hours with any other status, or from a customer`, async () => {
    const cases: Array<[TestUser, TicketStatus, Ticket]> = [
      [ravi, 'InProgress', ticket],
      [meera, 'Escalate', ticket],
      [meera, 'Closed', await ticketIn('Closed')],
    ];
    for (const [caller, status, target] of cases) {
      const response = await kit.changeStatus(caller, target.id, {
        status,
        hoursWorked: 2,
        comment: 'Hours',
      });
      expectError(response, 400, TICKET_MESSAGES.hoursNotApplicable, { path: 'hoursWorked' });
    }
  });

  it('leaves the ticket and its history as they were after every refusal', async () => {
    const response = await kit.send('GET', `/api/SupportRequests/${ticket.id}`, meera);
    expect(expectBody(response, 200, ticketSchema)).toMatchObject({
      status: 'New',
      hoursWorked: null,
      calculatedAmount: null,
    });
    expect(await history(ticket.id)).toHaveLength(1);
  });
});

describe('PUT /api/SupportRequests/:orderId/status: changes', () => {
  it('moves New → In Progress for the consultant and records who, when and why', async () => {
    const ticket = await ticketIn('New');
    kit.clock.set('2031-05-12T09:00:00.000Z');
    try {
      const response = await kit.changeStatus(ravi, ticket.id, {
        status: 'InProgress',
        comment: 'Looking into it',
      });
      expect(expectBody(response, 200, ticketSchema)).toMatchObject({
        id: ticket.id,
        status: 'InProgress',
        statusString: 'In Progress',
        updatedAt: '2031-05-12T09:00:00.000Z',
        createdAt: NOW,
      });
      expect((await history(ticket.id)).at(-1)).toEqual({
        id: expect.any(String),
        fromStatus: 'New',
        toStatus: 'InProgress',
        changedBy: 'Ravi Kumar',
        changedByUserId: ravi.id,
        changedAt: '2031-05-12T09:00:00.000Z',
        comment: 'Looking into it',
        event: 'status',
      });
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('adds a comment without changing the status', async () => {
    const ticket = await ticketIn('New');
    const response = await kit.changeStatus(meera, ticket.id, { status: 'New', comment: '  Any update?  ' });
    expect(expectBody(response, 200, ticketSchema).status).toBe('New');
    expect((await history(ticket.id)).at(-1)).toMatchObject({
      fromStatus: 'New',
      toStatus: 'New',
      changedBy: 'Meera Iyer',
      comment: 'Any update?',
    });
  });

  it('computes the amount from hours worked at the captured rate when a consultant completes', async () => {
    const ticket = await ticketIn('InProgress');
    const completed = await kit.moveTo(ravi, ticket.id, 'Completed', { hoursWorked: 2.5 });
    expect(completed).toMatchObject({
      status: 'Completed',
      hoursWorked: 2.5,
      consultantHourlyRate: 1500,
      calculatedAmount: 3750,
      totalAmount: 3750,
    });
  });

  it('keeps hours to two decimals and rounds the amount to the paisa', async () => {
    const consultant = await kit.newConsultant({ hourlyRate: 999.99, skills: [{ typeId: basis.typeId }] });
    const ticket = await kit.book(meera, consultant, basis, { slotCount: 3 });
    expect(ticket.totalAmount).toBe(1499.99);
    const closed = await kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 1.504 });
    expect(closed).toMatchObject({ hoursWorked: 1.5, calculatedAmount: 1499.99, totalAmount: 1499.99 });
    const corrected = await kit.changeStatus(consultant, ticket.id, { status: 'Closed', hoursWorked: 0.001 });
    expectError(corrected, 400, TICKET_MESSAGES.hoursInvalid, { path: 'hoursWorked' });
  });

  it('holds the amount of the highest rate for the most hours (beyond a 32-bit number of paise)', async () => {
    const consultant = await kit.newConsultant({
      hourlyRate: MAX_HOURLY_RATE,
      skills: [{ typeId: basis.typeId }],
    });
    const ticket = await kit.book(meera, consultant, basis);
    const closed = await kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: MAX_HOURS_WORKED });
    expect(closed).toMatchObject({ calculatedAmount: MAX_HOURLY_RATE * MAX_HOURS_WORKED });
  });

  it('lets the consultant correct the hours of a completed ticket while it is still theirs to change', async () => {
    const ticket = await ticketIn('Completed');
    const corrected = await kit.moveTo(ravi, ticket.id, 'Completed', { hoursWorked: 3 });
    expect(corrected).toMatchObject({ hoursWorked: 3, calculatedAmount: 4500 });
    const tooSmall = await kit.changeStatus(ravi, ticket.id, { status: 'Completed', hoursWorked: 0.004 });
    expectError(tooSmall, 400, TICKET_MESSAGES.hoursInvalid, { path: 'hoursWorked' });
  });

  it("the customer's options: reopen or escalate a closed unpaid ticket, answer a pending one", async () => {
    const closed = await ticketIn('Closed');
    expect((await kit.moveTo(meera, closed.id, 'ReOpened')).statusString).toBe('Re-Opened');
    const topicClosed = await ticketIn('TopicClosed');
    expect((await kit.moveTo(meera, topicClosed.id, 'Escalate')).status).toBe('Escalate');
    const pending = await ticketIn('PendingCustomerAction');
    expect((await kit.moveTo(meera, pending.id, 'InProgress')).status).toBe('InProgress');
    expect((await kit.moveTo(meera, pending.id, 'Escalate')).status).toBe('Escalate');
  });

  it("an admin's Paid marks the payment Paid and names the admin in the history", async () => {
    const ticket = await ticketIn('Closed');
    const paid = await kit.moveTo(kit.admin, ticket.id, 'Paid', { comment: 'Settled by bank transfer' });
    expect(paid).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
    expect((await history(ticket.id)).at(-1)).toMatchObject({
      fromStatus: 'Closed',
      toStatus: 'Paid',
      changedBy: 'Asha Admin',
      changedByUserId: kit.admin.id,
      comment: 'Settled by bank transfer',
    });
    const order = await kit.send('GET', `/api/orders/${ticket.id}`, meera);
    expect(expectBody(order, 200, orderStatusSchema)).toMatchObject({
      status: 'Paid',
      paymentStatus: 'Paid',
      totalAmount: 1500,
    });
  });

  it('an admin may set any status, without hours', async () => {
    const ticket = await ticketIn('New');
    for (const status of ['Closed', 'ReOpened', 'TopicClosed', 'New'] as const) {
      expect((await kit.moveTo(kit.admin, ticket.id, status)).status).toBe(status);
    }
  });

  it('keeps the history in order, each entry later than the one before, on a clock that stands still', async () => {
    const ticket = await ticketIn('New');
    await kit.moveTo(ravi, ticket.id, 'InProgress', { comment: 'Started' });
    await kit.moveTo(ravi, ticket.id, 'PendingCustomerAction', { comment: 'Need the system log' });
    await kit.moveTo(meera, ticket.id, 'InProgress', { comment: 'Log attached' });
    await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1.5, comment: 'Fixed' });
    await kit.moveTo(meera, ticket.id, 'ReOpened', { comment: 'Broke again' });
    const entries = await history(ticket.id);
    expect(
      entries.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedBy, entry.comment]),
    ).toEqual([
      [null, 'New', 'Meera Iyer', null],
      ['New', 'InProgress', 'Ravi Kumar', 'Started'],
      ['InProgress', 'PendingCustomerAction', 'Ravi Kumar', 'Need the system log'],
      ['PendingCustomerAction', 'InProgress', 'Meera Iyer', 'Log attached'],
      ['InProgress', 'Closed', 'Ravi Kumar', 'Fixed'],
      // Closing frees the booked slot, still ahead of the clock.
      ['Closed', 'Closed', 'Ravi Kumar', expect.stringMatching(/^Unused future slots released: /)],
      ['Closed', 'ReOpened', 'Meera Iyer', 'Broke again'],
    ]);
    const times = entries.map((entry) => Date.parse(entry.changedAt));
    for (let index = 1; index < times.length; index++) {
      expect(times[index]).toBeGreaterThan(times[index - 1]!);
    }
  });
});

/**
 * Sessions of this database waiting for a lock. Asked outside the holding transaction: inside one,
 * PostgreSQL would answer from the activity snapshot it took at the first look.
 */
async function lockWaiters(): Promise<number> {
  const result = await kit.database.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number((result as unknown as { rows: Array<{ waiting: number }> }).rows[0]?.waiting ?? 0);
}

describe.skipIf(!isPostgres())('PUT status: two changes at once from the same status', () => {
  it('applies exactly one; the other is 409 and leaves no history', async () => {
    const ticket = await ticketIn('New');
    let changes: Promise<LightMyRequestResponse[]> | undefined;
    // Hold the ticket's row so both requests read it as New and then queue on the update.
    await kit.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from tickets where id = ${ticket.id} for update`);
      changes = Promise.all([
        kit.changeStatus(ravi, ticket.id, { status: 'InProgress' }),
        kit.changeStatus(ravi, ticket.id, { status: 'Escalate', comment: 'Production is down' }),
      ]);
      const deadline = Date.now() + 10_000;
      while ((await lockWaiters()) < 2) {
        if (Date.now() > deadline) throw new Error('the two changes never queued on the row');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const responses = await changes!;
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = responses.find((response) => response.statusCode === 409)!;
    expectError(lost, 409, TICKET_MESSAGES.statusChangedMeanwhile);
    const won = expectBody(responses.find((response) => response.statusCode === 200)!, 200, ticketSchema);
    const entries = await history(ticket.id);
    expect(entries.map((entry) => entry.toStatus)).toEqual(['New', won.status]);
  });
});
