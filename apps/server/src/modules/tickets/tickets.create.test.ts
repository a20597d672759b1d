import crypto from 'node:crypto';
import {
  SKILL_MESSAGES,
  statusHistoryListSchema,
  TAXONOMY_MESSAGES,
  TICKET_MESSAGES,
  type Ticket,
  ticketSchema,
} from '@basisdesk/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { availabilitySlots, ticketNumberCounters, tickets } from '../../db/schema';

/** October 2025: ticket numbers carry 1025. */
const NOW = '2025-10-14T08:00:00.000Z';
const NUMBER_FORMAT = /^[A-Z0-9]{6}[0-3]\d{4}\d{5}$/;

const kit = useBookingKit({ now: NOW });
let customer: TestUser;
/** SAP BASIS (BASIS) → Kernel (K), no sub-options: numbers start BAK000. */
let basis: Taxonomy;
/** A type with sub-options: Level 1 (no SR identifier) and Service Request (needs one). */
let service: Taxonomy & { levelOneId: string; srSubOptionId: string };
/** General skill in both types. */
let consultant: TestUser;

beforeAll(async () => {
  customer = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  basis = await kit.newTaxonomy({
    typeName: 'SAP BASIS',
    typeCode: 'BASIS',
    categoryName: 'Kernel',
    categoryCode: 'K',
  });
  const serviceType = await kit.newType({ name: 'Service Requests', shortCode: 'SRV' });
  const billing = await kit.newCategory(serviceType.id, { name: 'Billing', shortCode: 'BIL' });
  const levelOne = await kit.newSubOption(serviceType.id, { name: 'Level 1', shortCode: 'L1' });
  const srSubOption = await kit.newSubOption(serviceType.id, {
    name: 'Service Request',
    shortCode: 'SR',
    requiresSrIdentifier: true,
  });
  service = {
    typeId: serviceType.id,
    typeName: serviceType.name,
    categoryId: billing.id,
    categoryName: billing.name,
    subOptionId: levelOne.id,
    levelOneId: levelOne.id,
    srSubOptionId: srSubOption.id,
  };
  consultant = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    hourlyRate: 1500,
    skills: [{ typeId: basis.typeId }, { typeId: service.typeId }],
  });
});

const unknownId = () => crypto.randomUUID();

async function countTickets() {
  const [row] = await kit.database.db.select({ total: count() }).from(tickets);
  return row?.total ?? 0;
}

async function counterValue(period: string) {
  const [row] = await kit.database.db
    .select()
    .from(ticketNumberCounters)
    .where(eq(ticketNumberCounters.period, period));
  return row?.lastValue ?? null;
}

async function slotTicketIds(slotIds: string[]) {
  const rows = await kit.database.db.select().from(availabilitySlots);
  return slotIds.map((id) => rows.find((row) => row.id === id)?.ticketId ?? null);
}

describe('POST /api/SupportRequests: who may raise a request', () => {
  it('401 without a token', async () => {
    const [slot] = await kit.publishSlots(consultant);
    const response = await kit.createTicket(NO_TOKEN, kit.ticketBody(basis, consultant, [slot!]));
    expectError(response, ...AUTHENTICATION_REQUIRED);
  });

  it(`403 for a consultant: "${TICKET_MESSAGES.consultantsCannotCreate}"`, async () => {
    const [slot] = await kit.publishSlots(consultant);
    const response = await kit.createTicket(consultant, kit.ticketBody(basis, consultant, [slot!]));
    expectError(response, 403, TICKET_MESSAGES.consultantsCannotCreate, { code: 'FORBIDDEN' });
  });

  it(`403 for an admin, who books for nobody: "${TICKET_MESSAGES.onlyCustomersCreate}"`, async () => {
    const [slot] = await kit.publishSlots(consultant);
    const response = await kit.createTicket(kit.admin, kit.ticketBody(basis, consultant, [slot!]));
    expectError(response, 403, TICKET_MESSAGES.onlyCustomersCreate);
  });
});

describe('POST /api/SupportRequests: the payload', () => {
  it('400 for missing or malformed fields, in the shared words', async () => {
    const [slot] = await kit.publishSlots(consultant);
    const valid = kit.ticketBody(basis, consultant, [slot!]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, supportTypeId: undefined }, 'supportTypeId is required', 'supportTypeId'],
      [{ ...valid, supportCategoryId: 'abc' }, 'supportCategoryId must be a valid id', 'supportCategoryId'],
      [{ ...valid, description: '   ' }, TICKET_MESSAGES.descriptionRequired, 'description'],
      [{ ...valid, description: 'x'.repeat(5001) }, TICKET_MESSAGES.descriptionTooLong, 'description'],
      [{ ...valid, priority: 'Urgent' }, TICKET_MESSAGES.priorityInvalid, 'priority'],
      [{ ...valid, timeSlotIds: [] }, TICKET_MESSAGES.slotsRequired, 'timeSlotIds'],
      [{ ...valid, timeSlotIds: [slot!.id, slot!.id] }, TICKET_MESSAGES.duplicateSlots, 'timeSlotIds'],
      [{ ...valid, status: 'Paid' }, 'Unknown field: status', ''],
    ];
    for (const [payload, message, path] of cases) {
      expectError(await kit.createTicket(customer, payload), 400, message, { path });
    }
    expect(await countTickets()).toBe(0);
  });

  it('400 when the support type, category or sub-option is unknown or of another type', async () => {
    const [slot] = await kit.publishSlots(consultant);
    const valid = kit.ticketBody(basis, consultant, [slot!]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, supportTypeId: unknownId() }, TAXONOMY_MESSAGES.supportTypeNotFound, 'supportTypeId'],
      [{ ...valid, supportCategoryId: unknownId() }, TAXONOMY_MESSAGES.categoryNotFound, 'supportCategoryId'],
      [
        { ...valid, supportCategoryId: service.categoryId },
        SKILL_MESSAGES.categoryNotOfType,
        'supportCategoryId',
      ],
      [
        { ...valid, supportSubOptionId: unknownId() },
        TAXONOMY_MESSAGES.subOptionNotFound,
        'supportSubOptionId',
      ],
      [
        { ...valid, supportSubOptionId: service.levelOneId },
        SKILL_MESSAGES.subOptionNotOfType,
        'supportSubOptionId',
      ],
    ];
    for (const [payload, message, path] of cases) {
      expectError(await kit.createTicket(customer, payload), 400, message, { path });
    }
  });

  it(`400 without a sub-option when the type has some: "${TICKET_MESSAGES.subOptionRequired}"`, async () => {
    const [slot] = await kit.publishSlots(consultant);
    const body = kit.ticketBody(service, consultant, [slot!], { supportSubOptionId: undefined });
    expectError(await kit.createTicket(customer, body), 400, TICKET_MESSAGES.subOptionRequired, {
      path: 'supportSubOptionId',
    });
  });

  it('400 when the sub-option needs an SR identifier and it is missing, unknown or inactive', async () => {
    await kit.newSrIdentifier('SR9000111', false);
    const [slot] = await kit.publishSlots(consultant);
    const body = (srIdentifier?: string) =>
      kit.ticketBody(service, consultant, [slot!], {
        supportSubOptionId: service.srSubOptionId,
        srIdentifier,
      });
    expectError(await kit.createTicket(customer, body()), 400, TICKET_MESSAGES.srIdentifierRequired, {
      path: 'srIdentifier',
    });
    expect(TICKET_MESSAGES.srIdentifierRequired).toBe('SR Identifier is required for this request type.');
    expectError(await kit.createTicket(customer, body('  ')), 400, TICKET_MESSAGES.srIdentifierRequired, {
      path: 'srIdentifier',
    });
    expectError(
      await kit.createTicket(customer, body('SR0000000')),
      400,
      TICKET_MESSAGES.srIdentifierNotFound,
      { path: 'srIdentifier' },
    );
    expectError(
      await kit.createTicket(customer, body('sr9000111')),
      400,
      TICKET_MESSAGES.srIdentifierInactive,
      { path: 'srIdentifier' },
    );
  });
});

describe('POST /api/SupportRequests: the consultant and the slots', () => {
  it(`400 for a consultant who cannot be booked: "${TICKET_MESSAGES.consultantUnavailable}"`, async () => {
    const skills = [{ typeId: basis.typeId }];
    const inactive = await kit.newConsultant({ status: 'Inactive', skills });
    const unverified = await kit.newConsultant({ verified: false, skills });
    const withoutRate = await kit.newConsultant({ hourlyRate: null, skills });
    for (const candidate of [inactive, unverified, withoutRate]) {
      const [slot] = await kit.publishSlots(candidate);
      const response = await kit.createTicket(customer, kit.ticketBody(basis, candidate, [slot!]));
      expectError(response, 400, TICKET_MESSAGES.consultantUnavailable, { path: 'consultantId' });
    }
    const [slot] = await kit.publishSlots(consultant);
    for (const consultantId of [unknownId(), customer.id]) {
      const response = await kit.createTicket(
        customer,
        kit.ticketBody(basis, consultant, [slot!], { consultantId }),
      );
      expectError(response, 400, TICKET_MESSAGES.consultantUnavailable, { path: 'consultantId' });
    }
    expect(await slotTicketIds([slot!.id])).toEqual([null]);
  });

  it(`400 for a consultant without the skill: "${TICKET_MESSAGES.consultantLacksSkill}"`, async () => {
    const otherCategory = await kit.newCategory(basis.typeId, { name: 'Transport', shortCode: 'TR' });
    const noSkills = await kit.newConsultant();
    const otherCategoryOnly = await kit.newConsultant({
      skills: [{ typeId: basis.typeId, categoryId: otherCategory.id }],
    });
    const otherTypeOnly = await kit.newConsultant({ skills: [{ typeId: service.typeId }] });
    for (const candidate of [noSkills, otherCategoryOnly, otherTypeOnly]) {
      const [slot] = await kit.publishSlots(candidate);
      const response = await kit.createTicket(customer, kit.ticketBody(basis, candidate, [slot!]));
      expectError(response, 400, TICKET_MESSAGES.consultantLacksSkill, { path: 'consultantId' });
    }
  });

  it(`400 for a slot that is not the consultant's (or unknown): "${TICKET_MESSAGES.slotNotOfConsultant}"`, async () => {
    const other = await kit.newConsultant({ skills: [{ typeId: basis.typeId }] });
    const [own] = await kit.publishSlots(consultant);
    const [foreign] = await kit.publishSlots(other);
    for (const slotIds of [[own!.id, foreign!.id], [unknownId()]]) {
      const body = kit.ticketBody(basis, consultant, [], { timeSlotIds: slotIds });
      expectError(await kit.createTicket(customer, body), 400, TICKET_MESSAGES.slotNotOfConsultant, {
        path: 'timeSlotIds',
      });
    }
    expect(await slotTicketIds([own!.id, foreign!.id])).toEqual([null, null]);
  });

  it(`400 for a slot that has started: "${TICKET_MESSAGES.slotInPast}"`, async () => {
    const [slot] = await kit.publishSlots(consultant);
    kit.clock.set(slot!.slotStartTime);
    try {
      const response = await kit.createTicket(customer, kit.ticketBody(basis, consultant, [slot!]));
      expectError(response, 400, TICKET_MESSAGES.slotInPast, { path: 'timeSlotIds' });
    } finally {
      kit.clock.set(NOW);
    }
  });
});

describe('POST /api/SupportRequests: booking', () => {
  let first: Ticket;
  let firstSlots: string[];

  it('201: the first ticket of October 2025, High, BASIS → Kernel without sub-option is BAK0002102500001', async () => {
    const slots = await kit.publishSlots(consultant, 3);
    firstSlots = slots.map((slot) => slot.id);
    const response = await kit.createTicket(
      customer,
      kit.ticketBody(basis, consultant, slots, {
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
      supportTypeId: basis.typeId,
      supportTypeName: 'SAP BASIS',
      supportCategoryId: basis.categoryId,
      supportCategoryName: 'Kernel',
      supportSubOptionId: null,
      supportSubOptionName: null,
      // Not required by this request: not kept.
      srIdentifier: null,
      description: 'Kernel upgrade to 7.93 fails in phase MAIN_SHDRUN',
      createdAt: NOW,
      updatedAt: NOW,
      customerId: customer.id,
      customerName: 'Meera Iyer',
      createdByUserId: customer.id,
      createdByName: 'Meera Iyer',
      consultantId: consultant.id,
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
    const listed = await kit.listSlots(consultant);
    for (const id of firstSlots) {
      expect(listed.find((slot) => slot.id === id)).toMatchObject({ isBooked: true, status: 'Booked' });
    }
  });

  it('records the creation as the first history entry: from nothing to New, by the customer', async () => {
    const response = await kit.send('GET', `/api/status/history/${first.id}`, customer);
    expect(expectBody(response, 200, statusHistoryListSchema)).toEqual([
      {
        id: expect.any(String),
        fromStatus: null,
        toStatus: 'New',
        changedBy: 'Meera Iyer',
        changedByUserId: customer.id,
        changedAt: NOW,
        comment: null,
        event: 'status',
      },
    ]);
  });

  it('keeps the rate captured at booking when the consultant changes it later', async () => {
    await kit.setHourlyRate(consultant, 4000);
    try {
      const response = await kit.send('GET', `/api/SupportRequests/${first.id}`, customer);
      expect(expectBody(response, 200, ticketSchema)).toMatchObject({
        consultantHourlyRate: 1500,
        totalAmount: 2250,
      });
    } finally {
      await kit.setHourlyRate(consultant, 1500);
    }
  });

  it('numbers the next ticket of the month 00002, with its own codes and priority digit', async () => {
    const [slot] = await kit.publishSlots(consultant);
    const response = await kit.createTicket(
      customer,
      kit.ticketBody(service, consultant, [slot!], { priority: 'VeryHigh', srIdentifier: 'SR777' }),
    );
    expect(expectBody(response, 201, ticketSchema)).toMatchObject({
      orderNumber: 'SRBIL13102500002',
      supportSubOptionId: service.levelOneId,
      supportSubOptionName: 'Level 1',
      srIdentifier: null,
    });
  });

  it('keeps a required SR identifier as the catalogue spells it', async () => {
    await kit.newSrIdentifier('SR4711000');
    const [slot] = await kit.publishSlots(consultant);
    const response = await kit.createTicket(
      customer,
      kit.ticketBody(service, consultant, [slot!], {
        supportSubOptionId: service.srSubOptionId,
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
      skills: [{ typeId: basis.typeId, categoryId: basis.categoryId }],
    });
    const ticket = await kit.book(customer, specialist, basis);
    expect(ticket.consultantId).toBe(specialist.id);
  });

  it('409 "already booked" for a taken slot, and writes nothing: no ticket, same counter, other slots free', async () => {
    const [free, alsoFree] = await kit.publishSlots(consultant, 2);
    const taken = first.slots[0]!;
    const ticketsBefore = await countTickets();
    const counterBefore = await counterValue('2025-10');

    const response = await kit.createTicket(
      customer,
      kit.ticketBody(basis, consultant, [free!, taken, alsoFree!]),
    );
    expectError(response, 409, TICKET_MESSAGES.slotAlreadyBooked);
    expect(response.json().error).toContain('already booked');

    expect(await countTickets()).toBe(ticketsBefore);
    expect(await counterValue('2025-10')).toBe(counterBefore);
    expect(await slotTicketIds([free!.id, alsoFree!.id, taken.id])).toEqual([null, null, first.id]);

    // The free slots are still bookable, and the number continues without a gap.
    const next = await kit.createTicket(customer, kit.ticketBody(basis, consultant, [free!, alsoFree!]));
    expect(expectBody(next, 201, ticketSchema).orderNumber?.slice(-5)).toBe(
      String((counterBefore ?? 0) + 1).padStart(5, '0'),
    );
  });

  it(`409 when the month's 99,999 numbers are used up: "${TICKET_MESSAGES.monthFull}"`, async () => {
    kit.clock.set('2025-11-03T08:00:00.000Z');
    try {
      await kit.database.db.insert(ticketNumberCounters).values({ period: '2025-11', lastValue: 99_999 });
      const [slot] = await kit.publishSlots(consultant);
      const ticketsBefore = await countTickets();
      const response = await kit.createTicket(customer, kit.ticketBody(basis, consultant, [slot!]));
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
      const ticket = await kit.book(customer, consultant, basis, { priority: 'Low' });
      expect(ticket.orderNumber).toBe('BAK0000122500001');
    } finally {
      kit.clock.set(NOW);
    }
  });
});
