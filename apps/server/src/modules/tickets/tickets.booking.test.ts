import { statusHistoryListSchema, TICKET_MESSAGES, type Ticket, ticketSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { ticketNumberCounters } from '../../db/schema';
import { NOW, NUMBER_FORMAT, useCreateTickets } from './tickets.create.test-kit';

const { kit, given, countTickets, counterValue, slotTicketIds } = useCreateTickets();

describe('POST /api/SupportRequests: booking', () => {
  let first: Ticket;
  let firstSlots: string[];

  it('201: the first ticket of October 2025, High, BASIS → Kernel without sub-option is BAK0002102500001', async () => {
    const slots = await kit.publishSlots(given.consultant, 3);
    firstSlots = slots.map((slot) => slot.id);
    const response = await kit.createTicket(
      given.customer,
      kit.ticketBody(given.basis, given.consultant, slots, {
        priority: 'High',
        description: '  Kernel upgrade to 7.93 fails in phase MAIN_SHDRUN  ',
        srIdentifier: 'SR1',
      }),
    );
    first = expectBody(response, 201, ticketSchema);
    expect(first.orderNumber).toMatch(NUMBER_FORMAT);
    expect(first.orderNumber).toBe('BAK0002102500001');
    expect(first).toMatchObject({
      orderId: first.id,
      status: 'New',
      statusString: 'New',
      priority: 'High',
      supportTypeId: given.basis.typeId,
      supportTypeName: 'SAP BASIS',
      supportCategoryId: given.basis.categoryId,
      supportCategoryName: 'Kernel',
      supportSubOptionId: null,
      supportSubOptionName: null,
      // Not required by this request: not kept.
      srIdentifier: null,
      description: 'Kernel upgrade to 7.93 fails in phase MAIN_SHDRUN',
      createdAt: NOW,
      updatedAt: NOW,
      customerId: given.customer.id,
      customerName: 'Meera Iyer',
      createdByUserId: given.customer.id,
      createdByName: 'Meera Iyer',
      consultantId: given.consultant.id,
      consultantName: 'Ravi Kumar',
      consultantHourlyRate: 1500,
      paymentStatus: 'Pending',
      hoursWorked: null,
      calculatedAmount: null,
      // 3 slots = 1.5 hours at ₹1500.
      totalAmount: 2250,
    });
    expect(first.slots).toEqual(slots.map((slot) => ({ ...slot, isBooked: true, status: 'Booked' })));
  });

  it('marks the booked slots Booked in the availability views', async () => {
    const listed = await kit.listSlots(given.consultant);
    for (const id of firstSlots) {
      expect(listed.find((slot) => slot.id === id)).toMatchObject({ isBooked: true, status: 'Booked' });
    }
  });

  it('records the creation as the first history entry: from nothing to New, by the customer', async () => {
    const response = await kit.send('GET', `/api/status/history/${first.id}`, given.customer);
    expect(expectBody(response, 200, statusHistoryListSchema)).toEqual([
      {
        id: expect.any(String),
        fromStatus: null,
        toStatus: 'New',
        changedBy: 'Meera Iyer',
        changedByUserId: given.customer.id,
        changedAt: NOW,
        comment: null,
        event: 'status',
      },
    ]);
  });

  it('keeps the rate captured at booking when the consultant changes it later', async () => {
    await kit.setHourlyRate(given.consultant, 4000);
    try {
      const response = await kit.send('GET', `/api/SupportRequests/${first.id}`, given.customer);
      expect(expectBody(response, 200, ticketSchema)).toMatchObject({
        consultantHourlyRate: 1500,
        totalAmount: 2250,
      });
    } finally {
      await kit.setHourlyRate(given.consultant, 1500);
    }
  });

  it('numbers the next ticket of the month 00002, with its own codes and priority digit', async () => {
    const [slot] = await kit.publishSlots(given.consultant);
    const response = await kit.createTicket(
      given.customer,
      kit.ticketBody(given.service, given.consultant, [slot!], {
        priority: 'VeryHigh',
        srIdentifier: 'SR777',
      }),
    );
    expect(expectBody(response, 201, ticketSchema)).toMatchObject({
      orderNumber: 'SRBIL13102500002',
      supportSubOptionId: given.service.levelOneId,
      supportSubOptionName: 'Level 1',
      srIdentifier: null,
    });
  });

  it('keeps a required SR identifier as the catalogue spells it', async () => {
    await kit.newSrIdentifier('SR4711000');
    const [slot] = await kit.publishSlots(given.consultant);
    const response = await kit.createTicket(
      given.customer,
      kit.ticketBody(given.service, given.consultant, [slot!], {
        supportSubOptionId: given.service.srSubOptionId,
        srIdentifier: ' sr4711000 ',
        priority: 'Low',
      }),
    );
    expect(expectBody(response, 201, ticketSchema)).toMatchObject({
      srIdentifier: 'SR4711000',
      orderNumber: 'SRBISR0102500003',
    });
  });

  it('books a consultant whose category skill is the one asked for', async () => {
    const specialist = await kit.newConsultant({
      skills: [{ typeId: given.basis.typeId, categoryId: given.basis.categoryId }],
    });
    const ticket = await kit.book(given.customer, specialist, given.basis);
    expect(ticket.consultantId).toBe(specialist.id);
  });

  it('409 "already booked" for a taken slot, and writes nothing: no ticket, same counter, other slots free', async () => {
    const [free, alsoFree] = await kit.publishSlots(given.consultant, 2);
    const taken = first.slots[0]!;
    const ticketsBefore = await countTickets();
    const counterBefore = await counterValue('2025-10');

    const response = await kit.createTicket(
      given.customer,
      kit.ticketBody(given.basis, given.consultant, [free!, taken, alsoFree!]),
    );
    expectError(response, 409, TICKET_MESSAGES.slotAlreadyBooked);
    expect(response.json().error).toContain('already booked');

    expect(await countTickets()).toBe(ticketsBefore);
    expect(await counterValue('2025-10')).toBe(counterBefore);
    expect(await slotTicketIds([free!.id, alsoFree!.id, taken.id])).toEqual([null, null, first.id]);

    // The free slots are still bookable, and the number continues without a gap.
    const next = await kit.createTicket(
      given.customer,
      kit.ticketBody(given.basis, given.consultant, [free!, alsoFree!]),
    );
    expect(expectBody(next, 201, ticketSchema).orderNumber?.slice(-5)).toBe(
      String((counterBefore ?? 0) + 1).padStart(5, '0'),
    );
  });

  it(`409 when the month's 99,999 numbers are used up: "${TICKET_MESSAGES.monthFull}"`, async () => {
    kit.clock.set('2025-11-03T08:00:00.000Z');
    try {
      await kit.database.db.insert(ticketNumberCounters).values({ period: '2025-11', lastValue: 99_999 });
      const [slot] = await kit.publishSlots(given.consultant);
      const ticketsBefore = await countTickets();
      const response = await kit.createTicket(
        given.customer,
        kit.ticketBody(given.basis, given.consultant, [slot!]),
      );
      expectError(response, 409, TICKET_MESSAGES.monthFull);
      expect(await countTickets()).toBe(ticketsBefore);
      expect(await counterValue('2025-11')).toBe(99_999);
      expect(await slotTicketIds([slot!.id])).toEqual([null]);
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('starts a new sequence in a new month', async () => {
    kit.clock.set('2025-12-01T00:30:00.000Z');
    try {
      const ticket = await kit.book(given.customer, given.consultant, given.basis, { priority: 'Low' });
      expect(ticket.orderNumber).toBe('BAK0000122500001');
    } finally {
      kit.clock.set(NOW);
    }
  });
});
