// Decision 057: a ticket's clocks start at its booking, stop at the consultant's first response or
// the end of the work, pause while it waits on the customer, and are read by its people only.
import {
  DEFAULT_SLA_SETTINGS,
  type SlaSettings,
  TICKET_MESSAGES,
  type TicketSla,
  ticketSlaSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { openMessagingKit } from '../../../test/messaging-kit';
import { useOpened } from '../../../test/use-opened';
import { ticketSla, ticketSlaEvents } from '../../db/schema';

// Monday 14 June 2027, 10:00 IST; bookings are of slots days ahead.
const NOW = '2027-06-14T04:30:00.000Z';
const kit = useOpened(() => openMessagingKit({ now: NOW }));

const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const slaUrl = (ticketId: string) => `/api/SupportRequests/${ticketId}/sla`;

async function slaOf(caller: TestUser, ticketId: string): Promise<TicketSla> {
  return expectBody(await kit.send('GET', slaUrl(ticketId), caller), 200, ticketSlaSchema);
}

/** A customer's Very High request with a consultant, booked now (NOW, unless the clock was moved). */
async function bookVeryHigh(priority: 'VeryHigh' | 'High' = 'VeryHigh') {
  kit.clock.set(NOW);
  const taxonomy = await kit.taxonomy();
  const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  const customer = await kit.newCustomer();
  const ticket = await kit.book(customer, consultant, taxonomy, { priority });
  return { customer, consultant, ticket };
}

async function saveSettings(change: (settings: SlaSettings) => void) {
  const settings = JSON.parse(JSON.stringify(DEFAULT_SLA_SETTINGS)) as SlaSettings;
  change(settings);
  expect((await kit.send('PUT', '/api/Admin/sla-settings', kit.admin, settings)).statusCode).toBe(200);
}

describe('GET /api/SupportRequests/{id}/sla', () => {
  it("a booking starts both clocks with its priority's targets; its people and admins read them, nobody else", async () => {
    const { customer, consultant, ticket } = await bookVeryHigh();
    kit.clock.set(minutesAfter(NOW, 18));
    const sla = await slaOf(customer, ticket.id);
    expect(sla).toMatchObject({
      priority: 'VeryHigh',
      timeZone: null,
      firstResponse: {
        state: 'running',
        targetMinutes: 60,
        clock: 'always',
        elapsedMinutes: 18,
        dueAt: minutesAfter(NOW, 60),
        breachedAt: null,
      },
      resolution: { state: 'running', targetMinutes: 240, dueAt: minutesAfter(NOW, 240) },
      events: [{ type: 'started', at: NOW, priority: 'VeryHigh' }],
    });
    expect(await slaOf(consultant, ticket.id)).toEqual(sla);
    expect(await slaOf(kit.admin, ticket.id)).toEqual(sla);
    for (const stranger of [await kit.newCustomer(), await kit.newConsultant()]) {
      expectError(await kit.send('GET', slaUrl(ticket.id), stranger), 404, TICKET_MESSAGES.ticketNotFound);
    }
    expect((await kit.send('GET', slaUrl(ticket.id), null)).statusCode).toBe(401);
  });

  it("the consultant's first message is the first response: the customer's is not, and a second is not written", async () => {
    const { customer, consultant, ticket } = await bookVeryHigh();
    const conversation = await kit.conversationFor(customer, ticket.id);
    kit.clock.set(minutesAfter(NOW, 5));
    await kit.sendText(customer, conversation.id, 'The transports are stuck since this morning');
    kit.clock.set(minutesAfter(NOW, 20));
    await kit.sendText(consultant, conversation.id, 'Looking at STMS now');
    kit.clock.set(minutesAfter(NOW, 30));
    await kit.sendText(consultant, conversation.id, 'Found it: tp profile parameter');
    await kit.moveTo(consultant, ticket.id, 'InProgress');
    const sla = await slaOf(customer, ticket.id);
    expect(sla.events.map((event) => event.type)).toEqual(['started', 'responded']);
    expect(sla.firstResponse).toMatchObject({
      state: 'stopped',
      stoppedAt: minutesAfter(NOW, 20),
      breachedAt: null,
      dueAt: null,
    });
    expect(sla.resolution).toMatchObject({ state: 'running', elapsedMinutes: 30 });
  });

  it('waiting on the customer pauses both; back to work resumes; closing stops; re-opening goes on', async () => {
    const { customer, consultant, ticket } = await bookVeryHigh();
    kit.clock.set(minutesAfter(NOW, 10));
    await kit.moveTo(consultant, ticket.id, 'PendingCustomerAction');
    kit.clock.set(minutesAfter(NOW, 130));
    expect((await slaOf(customer, ticket.id)).resolution).toMatchObject({
      state: 'paused',
      elapsedMinutes: 10,
      dueAt: null,
    });
    await kit.moveTo(customer, ticket.id, 'InProgress');
    kit.clock.set(minutesAfter(NOW, 160));
    expect((await slaOf(customer, ticket.id)).resolution).toMatchObject({
      state: 'running',
      elapsedMinutes: 40,
      dueAt: minutesAfter(NOW, 360),
    });
    await kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 1 });
    kit.clock.set(minutesAfter(NOW, 500));
    expect((await slaOf(customer, ticket.id)).resolution).toMatchObject({
      state: 'stopped',
      elapsedMinutes: 40,
      breachedAt: null,
    });
    await kit.moveTo(customer, ticket.id, 'ReOpened');
    kit.clock.set(minutesAfter(NOW, 520));
    const sla = await slaOf(customer, ticket.id);
    expect(sla.resolution).toMatchObject({ state: 'running', elapsedMinutes: 60 });
    expect(sla.events.map((event) => [event.type, event.at])).toEqual([
      ['started', NOW],
      ['responded', minutesAfter(NOW, 10)],
      ['paused', minutesAfter(NOW, 10)],
      ['resumed', minutesAfter(NOW, 130)],
      ['stopped', minutesAfter(NOW, 160)],
      ['reopened', minutesAfter(NOW, 500)],
    ]);
  });

  it('an answer after the target: breached at the due instant, kept on the ticket for lists and warnings', async () => {
    const { customer, consultant, ticket } = await bookVeryHigh();
    kit.clock.set(minutesAfter(NOW, 75));
    expect((await slaOf(customer, ticket.id)).firstResponse).toMatchObject({
      state: 'running',
      breachedAt: minutesAfter(NOW, 60),
    });
    await kit.moveTo(consultant, ticket.id, 'InProgress');
    expect((await slaOf(customer, ticket.id)).firstResponse).toMatchObject({
      state: 'stopped',
      breachedAt: minutesAfter(NOW, 60),
    });
    const [row] = await kit.database.db.select().from(ticketSla).where(eq(ticketSla.ticketId, ticket.id));
    expect(row).toMatchObject({
      priority: 'VeryHigh',
      firstResponseDueAt: null,
      firstResponseBreachedAt: new Date(minutesAfter(NOW, 60)),
      firstResponseStoppedAt: new Date(minutesAfter(NOW, 75)),
      resolutionDueAt: new Date(minutesAfter(NOW, 240)),
      resolutionWarnAt: new Date(minutesAfter(NOW, 180)),
    });
  });

  it("business hours: a High ticket counts in the platform calendar's zone, hours and holidays", async () => {
    await saveSettings((settings) => {
      settings.businessHours = 'platform';
      settings.platformCalendar = {
        timeZone: 'Europe/Berlin',
        hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        holidays: ['2027-06-15'],
      };
    });
    try {
      // Monday 06:30 Berlin: 4 business hours are 09:00–13:00 that day.
      const { customer, ticket } = await bookVeryHigh('High');
      const sla = await slaOf(customer, ticket.id);
      expect(sla.timeZone).toBe('Europe/Berlin');
      expect(sla.firstResponse.dueAt).toBe('2027-06-14T11:00:00.000Z');
      // 16 business hours: the rest of Monday (8), Tuesday is a holiday, all of Wednesday (8).
      expect(sla.resolution.dueAt).toBe('2027-06-16T15:00:00.000Z');
    } finally {
      await saveSettings(() => {});
    }
  });

  it("by default a consultant's weekly availability is their business hours", async () => {
    const { customer, consultant, ticket } = await bookVeryHigh('High');
    const pattern = await kit.send('PUT', '/api/ConsultantAvailability/weekly-pattern', consultant, {
      timeZone: 'America/New_York',
      blocks: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 2, start: '08:00', end: '12:00' },
      ],
    });
    expect(pattern.statusCode).toBe(200);
    // 08:00–12:00 New York is 12:00–16:00 UTC. The first response: 4 hours, Monday's.
    const sla = await slaOf(customer, ticket.id);
    expect(sla.timeZone).toBe('America/New_York');
    expect(sla.firstResponse.dueAt).toBe('2027-06-14T16:00:00.000Z');
    // The resolution: 16 hours, four mornings (Monday, Tuesday, and the next week's).
    expect(sla.resolution.dueAt).toBe('2027-06-22T16:00:00.000Z');
    // And the stored row, rewritten with the next change, says the same.
    await kit.moveTo(consultant, ticket.id, 'InProgress');
    const [row] = await kit.database.db.select().from(ticketSla).where(eq(ticketSla.ticketId, ticket.id));
    expect(row?.resolutionDueAt).toEqual(new Date('2027-06-22T16:00:00.000Z'));
  });

  it('a lost race for a slot writes no clock; a ticket booked before SLAs has none (null)', async () => {
    const taxonomy = await kit.taxonomy();
    const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    const [slot] = await kit.publishSlots(consultant, 1);
    const rivals = await Promise.all([kit.newCustomer(), kit.newCustomer(), kit.newCustomer()]);
    const answers = await Promise.all(
      rivals.map((rival) => kit.createTicket(rival, kit.ticketBody(taxonomy, consultant, [slot!]))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = JSON.parse(answers.find((answer) => answer.statusCode === 201)!.body) as { id: string };
    const rows = await kit.database.db.select().from(ticketSlaEvents);
    expect(new Set(rows.map((row) => row.ticketId)).has(winner.id)).toBe(true);
    expect(rows.filter((row) => row.ticketId === winner.id)).toHaveLength(1);
    const before = await kit.insertTicketRow(
      { customerId: rivals[0]!.id, consultantId: consultant.id },
      taxonomy,
    );
    const none = await kit.send('GET', slaUrl(before), kit.admin);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
  });

  it('a priority change mid-clock restarts the clocks still counting from the change, and the history says so', async () => {
    const { customer, consultant, ticket } = await bookVeryHigh('High');
    kit.clock.set(minutesAfter(NOW, 120));
    const changed = await kit.send('PUT', `/api/SupportRequests/${ticket.id}/priority`, consultant, {
      priority: 'VeryHigh',
    });
    expect(changed.statusCode).toBe(200);
    kit.clock.set(minutesAfter(NOW, 130));
    const sla = await slaOf(customer, ticket.id);
    expect(sla.priority).toBe('VeryHigh');
    expect(sla.events.map((event) => [event.type, event.priority])).toEqual([
      ['started', 'High'],
      ['priorityChanged', 'VeryHigh'],
    ]);
    // The change is no first response: re-rating says nothing to the customer.
    expect(sla.firstResponse).toMatchObject({
      state: 'running',
      elapsedMinutes: 10,
      dueAt: minutesAfter(NOW, 180),
    });
    expect(sla.resolution).toMatchObject({ targetMinutes: 240, dueAt: minutesAfter(NOW, 360) });
  });
});
