// Arranges what a booking needs the way people make it: an admin builds the taxonomy through the
// admin API, consultants set their rate, declare a skill and publish availability through their
// own routes, customers come from the factories. Tickets are then created through
// POST /api/SupportRequests on an application whose clock the test moves.

import { PRIORITY_DIGITS, type Priority, type TicketStatus } from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '../src/lib/clock';
import { authHeader, createUser, type TestUser } from './factories';
import { createTestApp, type TestContext } from './test-app';

type Headers = Record<string, string>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A clock the test sets; the application reads it for every rule that depends on the time. */
export interface MovableClock extends Clock {
  set(iso: string): void;
}

export function createMovableClock(iso: string): MovableClock {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
  };
}

export interface BookingTaxonomy {
  supportTypeId: string;
  supportCategoryId: string;
  supportSubOptionId: string;
  /** The first six characters of every ticket number made from it: type, category, sub-option. */
  numberPrefix: string;
}

export interface BookedSlot {
  id: string;
  consultantId: string;
  slotStartTime: string;
  slotEndTime: string;
  isBooked: boolean;
}

export interface BookingKit {
  ctx: TestContext;
  clock: MovableClock;
  admin: TestUser;
  taxonomy: BookingTaxonomy;
  /** A consultant with a rate (rupees per hour) and a general skill in the kit's support type. */
  newConsultant(options?: { hourlyRate?: number }): Promise<TestUser>;
  /** One block of availability, published by the consultant: its 30-minute slots in time order. */
  publishBlock(consultant: TestUser, startIso: string, hours: number): Promise<BookedSlot[]>;
  /**
   * A block of `hours` starting at `startHourUtc` on each of `days` consecutive days, the first
   * being the clock's current UTC day: every slot, in time order.
   */
  publishDays(
    consultant: TestUser,
    options: { days: number; startHourUtc: number; hours: number; firstDayOffset?: number },
  ): Promise<BookedSlot[]>;
  newCustomers(count: number): Promise<TestUser[]>;
  /** A valid create-ticket payload for these slots of the consultant. */
  ticketBody(
    consultant: Pick<TestUser, 'id'>,
    slotIds: string[],
    overrides?: Record<string, unknown>,
  ): Record<string, unknown>;
  createTicket(customer: TestUser, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** Books the slots and expects the 201; the ticket as the API answers it. */
  bookTicket(customer: TestUser, consultant: TestUser, slotIds: string[]): Promise<CreatedTicket>;
  changeStatus(
    actor: Pick<TestUser, 'id' | 'role' | 'tokenVersion'>,
    ticketId: string,
    body: { status: TicketStatus; comment?: string; hoursWorked?: number },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CreatedTicket {
  id: string;
  orderNumber: string;
  status: TicketStatus;
  paymentStatus: string;
  customerId: string;
  consultantId: string;
}

/** The number a ticket of this taxonomy and priority created at `at` starts with (DESIGN §6). */
export function expectedNumberPrefix(taxonomy: BookingTaxonomy, priority: Priority, at: string) {
  const date = new Date(at);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(date.getUTCFullYear() % 100).padStart(2, '0');
  return `${taxonomy.numberPrefix}${PRIORITY_DIGITS[priority]}${mm}${yy}`;
}

async function send(
  ctx: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload: object,
) {
  return ctx.app.inject({ method, url, headers, payload });
}

async function created<T>(response: Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, `${what}: ${answer.body}`).toBe(201);
  return answer.json() as T;
}

/** Short codes whose first two characters make the number prefix 'SRBIL1' (type SR, category BI, L1). */
async function createTaxonomy(ctx: TestContext, admin: TestUser): Promise<BookingTaxonomy> {
  const headers = authHeader(admin);
  const type = await created<{ id: string }>(
    send(ctx, 'POST', '/api/SupportTaxonomy/admin/types', headers, {
      name: 'Service Requests',
      description: 'Booked work',
      shortCode: 'SRV',
    }),
    'support type',
  );
  const category = await created<{ id: string }>(
    send(ctx, 'POST', '/api/SupportTaxonomy/admin/categories', headers, {
      name: 'Billing',
      supportTypeId: type.id,
      shortCode: 'BIL',
    }),
    'support category',
  );
  const subOption = await created<{ id: string }>(
    send(ctx, 'POST', '/api/SupportTaxonomy/admin/suboptions', headers, {
      name: 'Level 1',
      supportTypeId: type.id,
      shortCode: 'L1',
      requiresSrIdentifier: false,
    }),
    'support sub-option',
  );
  return {
    supportTypeId: type.id,
    supportCategoryId: category.id,
    supportSubOptionId: subOption.id,
    numberPrefix: 'SRBIL1',
  };
}

/** The application on a fresh database, its clock at `now`, with an admin and the taxonomy. */
export async function createBookingKit({ now }: { now: string }): Promise<BookingKit> {
  const clock = createMovableClock(now);
  const ctx = await createTestApp({}, { clock });
  const { db } = ctx.database;
  const admin = await createUser(db, { role: 'Admin', firstName: 'Asha', lastName: 'Admin' });
  const taxonomy = await createTaxonomy(ctx, admin);
  let consultantCount = 0;

  const kit: BookingKit = {
    ctx,
    clock,
    admin,
    taxonomy,

    async newConsultant({ hourlyRate = 1500 } = {}) {
      consultantCount += 1;
      const consultant = await createUser(db, {
        role: 'Consultant',
        firstName: 'Consultant',
        lastName: `No${consultantCount}`,
      });
      const headers = authHeader(consultant);
      const rate = await send(ctx, 'PUT', `/api/users/${consultant.id}/hourly-rate`, headers, {
        hourlyRate,
      });
      expect(rate.statusCode, `hourly rate: ${rate.body}`).toBe(200);
      await created(
        send(ctx, 'POST', `/api/SupportTaxonomy/consultant/${consultant.id}/skills`, headers, {
          supportTypeId: taxonomy.supportTypeId,
        }),
        'skill',
      );
      return consultant;
    },

    async publishBlock(consultant, startIso, hours) {
      const start = Date.parse(startIso);
      const { slots } = await created<{ slots: BookedSlot[] }>(
        send(ctx, 'POST', '/api/ConsultantAvailability', authHeader(consultant), {
          consultantId: consultant.id,
          slotStartTime: new Date(start).toISOString(),
          slotEndTime: new Date(start + hours * HOUR_MS).toISOString(),
        }),
        'availability block',
      );
      return slots;
    },

    async publishDays(consultant, { days, startHourUtc, hours, firstDayOffset = 0 }) {
      const today = clock.now();
      const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      const slots: BookedSlot[] = [];
      for (let day = firstDayOffset; day < firstDayOffset + days; day++) {
        const start = new Date(midnight + day * DAY_MS + startHourUtc * HOUR_MS).toISOString();
        slots.push(...(await kit.publishBlock(consultant, start, hours)));
      }
      return slots;
    },

    async newCustomers(count) {
      const customers: TestUser[] = [];
      for (let n = 0; n < count; n++) {
        customers.push(await createUser(db, { role: 'Customer', firstName: 'Customer', lastName: `No${n}` }));
      }
      return customers;
    },

    ticketBody(consultant, slotIds, overrides = {}) {
      return {
        supportTypeId: taxonomy.supportTypeId,
        supportCategoryId: taxonomy.supportCategoryId,
        supportSubOptionId: taxonomy.supportSubOptionId,
        description: 'The nightly transport import fails with RC 8.',
        priority: 'Medium',
        consultantId: consultant.id,
        timeSlotIds: slotIds,
        ...overrides,
      };
    },

    createTicket(customer, body) {
      return send(ctx, 'POST', '/api/SupportRequests', authHeader(customer), body);
    },

    bookTicket(customer, consultant, slotIds) {
      return created<CreatedTicket>(
        kit.createTicket(customer, kit.ticketBody(consultant, slotIds)),
        'ticket',
      );
    },

    changeStatus(actor, ticketId, body) {
      return send(ctx, 'PUT', `/api/SupportRequests/${ticketId}/status`, authHeader(actor), body);
    },

    close: () => ctx.close(),
  };
  return kit;
}
