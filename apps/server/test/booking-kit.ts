// What route tests arrange, the way people make it: an admin builds the taxonomy and the SR
// catalogue through the admin API and sets consultants' rates and skills, consultants publish
// availability, customers book through POST SupportRequests and people move tickets through their
// statuses. The application's clock is the test's, so slots lie in its future and dates and
// numbers follow it. insertTicketRow is the one shortcut: a ticket row for other modules' tests.
import crypto from 'node:crypto';
import {
  type AvailabilitySlot,
  availabilitySlotListSchema,
  consultantSkillSchema,
  createAvailabilityResponseSchema,
  PRIORITY_DIGITS,
  type Priority,
  type SrIdentifier,
  type SupportCategory,
  type SupportSubOption,
  type SupportType,
  srIdentifierSchema,
  supportCategorySchema,
  supportSubOptionSchema,
  supportTypeSchema,
  type Ticket,
  type TicketStatus,
  ticketSchema,
  userSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { availabilitySlots, tickets } from '../src/db/schema';
import { expectBody } from './expect-response';
import { randomCode, type TestUser, type UserOverrides } from './factories';
import { openRouteSuite, type RouteSuite, type RouteSuiteOptions } from './route-suite';
import type { Caller } from './send-request';
import { useOpened } from './use-opened';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SLOT_MS = HOUR_MS / 2;
/** How far ahead of the clock publishSlots starts a consultant's first block. */
const LEAD_MS = HOUR_MS;
/** publishSlots stays this far ahead at most (the availability window is 7 days). */
const WINDOW_MS = 6 * DAY_MS;

/** A support type, one of its categories and, when asked for, one of its sub-options. */
export interface Taxonomy {
  typeId: string;
  typeName: string;
  categoryId: string;
  categoryName: string;
  subOptionId: string | null;
}

interface EntryFields {
  name?: string;
  shortCode?: string;
  description?: string;
}

export interface BookingKit extends RouteSuite {
  newType(fields?: EntryFields): Promise<SupportType>;
  newCategory(supportTypeId: string, fields?: EntryFields): Promise<SupportCategory>;
  newSubOption(
    supportTypeId: string,
    fields?: EntryFields & { requiresSrIdentifier?: boolean },
  ): Promise<SupportSubOption>;
  /** A type with one category, and a sub-option when given; fresh names and codes unless given. */
  newTaxonomy(fields?: {
    typeName?: string;
    typeCode?: string;
    categoryName?: string;
    categoryCode?: string;
    subOption?: { name?: string; shortCode?: string; requiresSrIdentifier?: boolean };
  }): Promise<Taxonomy>;
  newSrIdentifier(identifier: string, isActive?: boolean): Promise<SrIdentifier>;
  newCustomer(overrides?: UserOverrides): Promise<TestUser>;
  newCustomers(count: number): Promise<TestUser[]>;
  /**
   * A consultant with a rate (rupees per hour, null for none) and skills, both set by the admin:
   * a general skill for `{ typeId }`, a category skill for `{ typeId, categoryId }`.
   */
  newConsultant(
    options?: {
      hourlyRate?: number | null;
      skills?: Array<{ typeId: string; categoryId?: string | null }>;
    } & UserOverrides,
  ): Promise<TestUser>;
  /** The consultant changes their own rate. */
  setHourlyRate(consultant: TestUser, hourlyRate: number): Promise<void>;
  /** `count` slots of the consultant in one block, an hour or more ahead of the clock, never overlapping. */
  publishSlots(consultant: TestUser, count?: number): Promise<AvailabilitySlot[]>;
  /** One block of `hours` from `startIso`: its 30-minute slots in time order. */
  publishBlock(consultant: TestUser, startIso: string, hours: number): Promise<AvailabilitySlot[]>;
  /**
   * Publishes the consultant's blocks one after another from `fromIso`, an hour apart, so none
   * overlap: each call gives the next block of `hours`.
   */
  blockSeries(consultant: TestUser, fromIso: string): (hours: number) => Promise<AvailabilitySlot[]>;
  /** A block of `hours` from `startHourUtc` on each of `days` days, the first being the clock's UTC day plus `firstDayOffset`. */
  publishDays(
    consultant: TestUser,
    options: { days: number; startHourUtc: number; hours: number; firstDayOffset?: number },
  ): Promise<AvailabilitySlot[]>;
  /** The consultant's slots as the booking view shows them. */
  listSlots(consultant: TestUser): Promise<AvailabilitySlot[]>;
  /** A valid create payload; overrides replace fields (undefined removes one). */
  ticketBody(
    taxonomy: Taxonomy,
    consultant: Pick<TestUser, 'id'>,
    slots: Array<Pick<AvailabilitySlot, 'id'>>,
    overrides?: Record<string, unknown>,
  ): Record<string, unknown>;
  createTicket(customer: Caller, body: unknown): Promise<LightMyRequestResponse>;
  /** Books the given slots, or `slotCount` freshly published ones (1 by default); expects the 201. */
  book(
    customer: TestUser,
    consultant: TestUser,
    taxonomy: Taxonomy,
    overrides?: Record<string, unknown> & { slots?: Array<Pick<AvailabilitySlot, 'id'>>; slotCount?: number },
  ): Promise<Ticket>;
  changeStatus(
    actor: Caller,
    ticketId: string,
    body: { status: TicketStatus | string; comment?: string | null; hoursWorked?: unknown },
  ): Promise<LightMyRequestResponse>;
  /** Changes the status and expects the 200. */
  moveTo(
    actor: Caller,
    ticketId: string,
    status: TicketStatus,
    extra?: { hoursWorked?: number; comment?: string },
  ): Promise<Ticket>;
  /**
   * A ticket row straight in the database, for tests of other modules that need a booking to exist
   * (a booked slot refers to its ticket). Ticket behaviour itself is tested through its routes.
   */
  insertTicketRow(
    parties: { customerId: string; consultantId: string },
    taxonomy?: Taxonomy,
  ): Promise<string>;
  /** A published slot booked as the ticket flow leaves it: it carries a ticket's id (a new row's). */
  markSlotBooked(slotId: string): Promise<void>;
}

/** Service Requests → Billing → Level 1: the numbers of its tickets start SRBIL1 (DESIGN §6's example). */
export const SERVICE_BILLING_LEVEL_1 = {
  typeName: 'Service Requests',
  typeCode: 'SRV',
  categoryName: 'Billing',
  categoryCode: 'BIL',
  subOption: { name: 'Level 1', shortCode: 'L1' },
};

/** The fields given a value: an absent one is left to the API's default, not sent as undefined. */
const definedOnly = (fields: object) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** The 11 characters a ticket number starts with: the 6 code characters, priority digit, MMYY (DESIGN §6). */
export function expectedNumberPrefix(codes: string, priority: Priority, at: string) {
  const date = new Date(at);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(date.getUTCFullYear() % 100).padStart(2, '0');
  return `${codes}${PRIORITY_DIGITS[priority]}${mm}${yy}`;
}

export async function openBookingKit(options: RouteSuiteOptions = {}): Promise<BookingKit> {
  const suite = await openRouteSuite(options);
  const { admin, clock, send } = suite;
  /** Where each consultant's next publishSlots block may start, so blocks never overlap. */
  const cursors = new Map<string, number>();

  async function publish(consultant: TestUser, start: number, end: number) {
    const response = await send(
      'POST',
      '/api/ConsultantAvailability',
      consultant.status === 'Active' ? consultant : admin,
      {
        consultantId: consultant.id,
        slotStartTime: new Date(start).toISOString(),
        slotEndTime: new Date(end).toISOString(),
      },
    );
    return expectBody(response, 201, createAvailabilityResponseSchema).slots;
  }

  /** A taxonomy entry as the admin creates it: a fresh name and short code unless given. */
  async function newEntry<Schema extends z.ZodType>(
    path: 'types' | 'categories' | 'suboptions',
    schema: Schema,
    namePrefix: string,
    codePrefix: string,
    fields: EntryFields & { supportTypeId?: string; requiresSrIdentifier?: boolean },
  ) {
    const response = await send('POST', `/api/SupportTaxonomy/admin/${path}`, admin, {
      ...definedOnly(fields),
      name: fields.name ?? `${namePrefix} ${randomCode()}`,
      shortCode: fields.shortCode ?? randomCode(codePrefix),
    });
    return expectBody(response, 201, schema);
  }

  const kit: BookingKit = {
    ...suite,

    newType: (fields = {}) => newEntry('types', supportTypeSchema, 'Type', 'T', fields),
    newCategory: (supportTypeId, fields = {}) =>
      newEntry('categories', supportCategorySchema, 'Category', 'C', { ...fields, supportTypeId }),
    newSubOption: (supportTypeId, fields = {}) =>
      newEntry('suboptions', supportSubOptionSchema, 'Sub', 'S', { ...fields, supportTypeId }),

    async newTaxonomy(fields = {}) {
      const type = await kit.newType({ name: fields.typeName, shortCode: fields.typeCode });
      const category = await kit.newCategory(type.id, {
        name: fields.categoryName,
        shortCode: fields.categoryCode,
      });
      const subOption = fields.subOption ? await kit.newSubOption(type.id, fields.subOption) : null;
      return {
        typeId: type.id,
        typeName: type.name,
        categoryId: category.id,
        categoryName: category.name,
        subOptionId: subOption?.id ?? null,
      };
    },

    async newSrIdentifier(identifier, isActive = true) {
      const response = await send('POST', '/api/ServiceRequestIdentifiers', admin, {
        identifier,
        task: `Task of ${identifier}`,
        isActive,
      });
      return expectBody(response, 201, srIdentifierSchema);
    },

    newCustomer: (overrides = {}) => suite.newUser({ role: 'Customer', ...overrides }),

    async newCustomers(count) {
      const customers: TestUser[] = [];
      for (let n = 0; n < count; n++) customers.push(await kit.newCustomer({ lastName: `No${n}` }));
      return customers;
    },

    async newConsultant(options = {}) {
      const { hourlyRate = 1500, skills = [], ...overrides } = options;
      const consultant = await suite.newUser({ role: 'Consultant', ...overrides });
      if (hourlyRate !== null) {
        // Through the admin: the account may be one that cannot sign in (inactive) on purpose.
        const rate = await send('PUT', `/api/users/${consultant.id}/hourly-rate`, admin, { hourlyRate });
        expectBody(rate, 200, userSchema);
      }
      for (const skill of skills) {
        const added = await send('POST', `/api/SupportTaxonomy/consultant/${consultant.id}/skills`, admin, {
          supportTypeId: skill.typeId,
          supportCategoryId: skill.categoryId ?? null,
        });
        expectBody(added, 201, consultantSkillSchema);
      }
      return consultant;
    },

    async setHourlyRate(consultant, hourlyRate) {
      const response = await send('PUT', `/api/users/${consultant.id}/hourly-rate`, consultant, {
        hourlyRate,
      });
      expectBody(response, 200, userSchema);
    },

    publishSlots(consultant, count = 1) {
      const earliest = clock.now().getTime() + LEAD_MS;
      const cursor = cursors.get(consultant.id) ?? earliest;
      const start = cursor < earliest || cursor > earliest + WINDOW_MS ? earliest : cursor;
      cursors.set(consultant.id, start + count * SLOT_MS + SLOT_MS);
      return publish(consultant, start, start + count * SLOT_MS);
    },

    publishBlock(consultant, startIso, hours) {
      const start = Date.parse(startIso);
      return publish(consultant, start, start + hours * HOUR_MS);
    },

    blockSeries(consultant, fromIso) {
      let cursor = Date.parse(fromIso);
      return (hours) => {
        const start = cursor;
        cursor += (hours + 1) * HOUR_MS;
        return publish(consultant, start, start + hours * HOUR_MS);
      };
    },

    async publishDays(consultant, { days, startHourUtc, hours, firstDayOffset = 0 }) {
      const today = clock.now();
      const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      const slots: AvailabilitySlot[] = [];
      for (let day = firstDayOffset; day < firstDayOffset + days; day++) {
        const start = midnight + day * DAY_MS + startHourUtc * HOUR_MS;
        slots.push(...(await publish(consultant, start, start + hours * HOUR_MS)));
      }
      return slots;
    },

    async listSlots(consultant) {
      const response = await send(
        'GET',
        `/api/ConsultantAvailability/consultant/${consultant.id}`,
        consultant,
      );
      return expectBody(response, 200, availabilitySlotListSchema);
    },

    ticketBody(taxonomy, consultant, slots, overrides = {}) {
      return {
        supportTypeId: taxonomy.typeId,
        supportCategoryId: taxonomy.categoryId,
        ...(taxonomy.subOptionId && { supportSubOptionId: taxonomy.subOptionId }),
        title: 'Transport route DEV to QAS broken',
        description: 'The transport route from DEV to QAS stopped working after the kernel update',
        priority: 'Medium' satisfies Priority,
        consultantId: consultant.id,
        timeSlotIds: slots.map((slot) => slot.id),
        ...overrides,
      };
    },

    createTicket: (customer, body) => send('POST', '/api/SupportRequests', customer, body),

    async book(customer, consultant, taxonomy, overrides = {}) {
      const { slots, slotCount = 1, ...fields } = overrides;
      const booked = slots ?? (await kit.publishSlots(consultant, slotCount));
      const response = await kit.createTicket(customer, kit.ticketBody(taxonomy, consultant, booked, fields));
      return expectBody(response, 201, ticketSchema);
    },

    changeStatus: (actor, ticketId, body) =>
      send('PUT', `/api/SupportRequests/${ticketId}/status`, actor, body),

    async moveTo(actor, ticketId, status, extra = {}) {
      const response = await kit.changeStatus(actor, ticketId, { status, ...extra });
      return expectBody(response, 200, ticketSchema);
    },

    async insertTicketRow(parties, taxonomy) {
      const { typeId, categoryId, subOptionId } = taxonomy ?? (await kit.newTaxonomy());
      // 16 characters like a real number, random so that rows never collide.
      const sequence = String(crypto.randomInt(1, 100_000)).padStart(5, '0');
      const [ticket] = await suite.database.db
        .insert(tickets)
        .values({
          orderNumber: `T${randomCode().slice(0, 5)}11125${sequence}`,
          customerId: parties.customerId,
          consultantId: parties.consultantId,
          supportTypeId: typeId,
          supportCategoryId: categoryId,
          supportSubOptionId: subOptionId,
          priority: 'Medium',
          title: 'A test booking',
          description: 'A booking made for a test',
          hourlyRatePaise: 100_000,
          bookedMinutes: 30,
        })
        .returning({ id: tickets.id });
      if (!ticket) throw new Error('insertTicketRow: no ticket');
      return ticket.id;
    },

    async markSlotBooked(slotId) {
      const db = suite.database.db;
      const [slot] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, slotId));
      if (!slot) throw new Error(`markSlotBooked: no slot ${slotId}`);
      const ticketId = await kit.insertTicketRow({
        customerId: kit.customer.id,
        consultantId: slot.consultantId,
      });
      await db.update(availabilitySlots).set({ ticketId }).where(eq(availabilitySlots.id, slotId));
    },
  };
  return kit;
}

/** The booking kit of the enclosing file or describe block: opened before its tests, closed after. */
export const useBookingKit = (options: RouteSuiteOptions = {}) => useOpened(() => openBookingKit(options));
