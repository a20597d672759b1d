// What the ticket route tests arrange, the way people make it: an admin builds the taxonomy and
// the SR catalogue through the admin API, consultants set their rate, declare skills and publish
// availability through their own routes, customers come from the factories. The application's
// clock is the test's, so slots lie in its future and dates and numbers follow it.
import crypto from 'node:crypto';
import type { Priority, Ticket, TicketStatus } from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authHeader, createUser, type TestUser, type UserOverrides } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = Pick<TestUser, 'id' | 'role' | 'tokenVersion'> | null;

const HOUR_MS = 60 * 60 * 1000;
const SLOT_MS = HOUR_MS / 2;
/** How far ahead of the clock a consultant's first block starts. */
const LEAD_MS = HOUR_MS;
/** Blocks are published at most this far ahead (the availability window is 7 days). */
const WINDOW_MS = 6 * 24 * HOUR_MS;

export interface Slot {
  id: string;
  consultantId: string;
  slotStartTime: string;
  slotEndTime: string;
  isBooked: boolean;
  status: string;
}

export interface Taxonomy {
  typeId: string;
  typeName: string;
  categoryId: string;
  categoryName: string;
  subOptionId: string | null;
}

export interface ErrorBody {
  error: string;
  code: string;
  details?: Array<{ path: string; message: string }>;
}

export const randomCode = (prefix: string) =>
  `${prefix}${crypto.randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 8);

export function expectError(
  response: LightMyRequestResponse,
  status: number,
  error: string,
  path?: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as ErrorBody;
  expect(body.error).toBe(error);
  if (path !== undefined) expect(body.details).toEqual([{ path, message: error }]);
}

/** The application on a fresh database with its clock at `now`, and the helpers that arrange bookings. */
export async function openTicketsKit(now: string) {
  let current = new Date(now);
  const clock = { now: () => new Date(current) };
  const ctx: TestContext = await createTestApp({}, { clock });
  const { db } = ctx.database;
  const admin = await createUser(db, { role: 'Admin', firstName: 'Asha', lastName: 'Admin' });
  /** Where each consultant's next block may start, so blocks never overlap. */
  const cursors = new Map<string, number>();

  function call(method: Method, url: string, caller: Caller, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: caller ? authHeader(caller) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  }

  async function created<T>(response: Promise<LightMyRequestResponse>, what: string): Promise<T> {
    const answer = await response;
    expect(answer.statusCode, `${what}: ${answer.body}`).toBe(201);
    return answer.json() as T;
  }

  async function createType(fields: { name?: string; shortCode?: string } = {}) {
    return created<{ id: string; name: string; shortCode: string }>(
      call('POST', '/api/SupportTaxonomy/admin/types', admin, {
        name: fields.name ?? `Type ${randomCode('')}`,
        shortCode: fields.shortCode ?? randomCode('T'),
      }),
      'support type',
    );
  }

  async function createCategory(supportTypeId: string, fields: { name?: string; shortCode?: string } = {}) {
    return created<{ id: string; name: string; shortCode: string }>(
      call('POST', '/api/SupportTaxonomy/admin/categories', admin, {
        name: fields.name ?? `Category ${randomCode('')}`,
        shortCode: fields.shortCode ?? randomCode('C'),
        supportTypeId,
      }),
      'support category',
    );
  }

  async function createSubOption(
    supportTypeId: string,
    fields: { name?: string; shortCode?: string; requiresSrIdentifier?: boolean } = {},
  ) {
    return created<{ id: string; name: string; shortCode: string }>(
      call('POST', '/api/SupportTaxonomy/admin/suboptions', admin, {
        name: fields.name ?? `Sub ${randomCode('')}`,
        shortCode: fields.shortCode ?? randomCode('S'),
        supportTypeId,
        requiresSrIdentifier: fields.requiresSrIdentifier ?? false,
      }),
      'support sub-option',
    );
  }

  return {
    ctx,
    admin,
    call,
    createType,
    createCategory,
    createSubOption,

    now: () => clock.now(),
    setNow(iso: string) {
      current = new Date(iso);
    },

    /** A type with one category and no sub-options, fresh codes unless given. */
    async newTaxonomy(
      fields: { typeName?: string; typeCode?: string; categoryName?: string; categoryCode?: string } = {},
    ): Promise<Taxonomy> {
      const type = await createType({ name: fields.typeName, shortCode: fields.typeCode });
      const category = await createCategory(type.id, {
        name: fields.categoryName,
        shortCode: fields.categoryCode,
      });
      return {
        typeId: type.id,
        typeName: type.name,
        categoryId: category.id,
        categoryName: category.name,
        subOptionId: null,
      };
    },

    async newSrIdentifier(identifier: string, isActive = true) {
      return created<{ id: string; identifier: string }>(
        call('POST', '/api/ServiceRequestIdentifiers', admin, {
          identifier,
          task: `Task of ${identifier}`,
          isActive,
        }),
        'SR identifier',
      );
    },

    newCustomer: (overrides: UserOverrides = {}) => createUser(db, { role: 'Customer', ...overrides }),

    /**
     * A consultant with a rate (rupees per hour) and skills: a general skill of each type given
     * as `{ typeId }`, a category skill for `{ typeId, categoryId }`.
     */
    async newConsultant(
      options: {
        hourlyRate?: number | null;
        skills?: Array<{ typeId: string; categoryId?: string | null }>;
      } & UserOverrides = {},
    ) {
      const { hourlyRate = 1500, skills = [], ...overrides } = options;
      const consultant = await createUser(db, { role: 'Consultant', ...overrides });
      if (hourlyRate !== null) {
        // Through an admin: the account may be one that cannot sign in (inactive) on purpose.
        const rate = await call('PUT', `/api/users/${consultant.id}/hourly-rate`, admin, { hourlyRate });
        expect(rate.statusCode, `hourly rate: ${rate.body}`).toBe(200);
      }
      for (const skill of skills) {
        await created(
          call('POST', `/api/SupportTaxonomy/consultant/${consultant.id}/skills`, admin, {
            supportTypeId: skill.typeId,
            supportCategoryId: skill.categoryId ?? null,
          }),
          'skill',
        );
      }
      return consultant;
    },

    async setHourlyRate(consultant: TestUser, hourlyRate: number) {
      const rate = await call('PUT', `/api/users/${consultant.id}/hourly-rate`, consultant, { hourlyRate });
      expect(rate.statusCode, rate.body).toBe(200);
    },

    /** `count` slots of the consultant, published as one block an hour or more ahead of the clock. */
    async publishSlots(consultant: TestUser, count = 1): Promise<Slot[]> {
      const earliest = clock.now().getTime() + LEAD_MS;
      const cursor = cursors.get(consultant.id) ?? earliest;
      const start = cursor < earliest || cursor > earliest + WINDOW_MS ? earliest : cursor;
      cursors.set(consultant.id, start + count * SLOT_MS + SLOT_MS);
      const { slots } = await created<{ slots: Slot[] }>(
        call('POST', '/api/ConsultantAvailability', consultant.status === 'Active' ? consultant : admin, {
          consultantId: consultant.id,
          slotStartTime: new Date(start).toISOString(),
          slotEndTime: new Date(start + count * SLOT_MS).toISOString(),
        }),
        'availability block',
      );
      return slots;
    },

    /** The consultant's slots as the booking view shows them. */
    async listSlots(consultant: TestUser): Promise<Slot[]> {
      const response = await call(
        'GET',
        `/api/ConsultantAvailability/consultant/${consultant.id}`,
        consultant,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },

    /** A valid create payload; overrides replace fields (undefined removes one). */
    ticketBody(
      taxonomy: Taxonomy,
      consultant: Pick<TestUser, 'id'>,
      slots: Array<Pick<Slot, 'id'>>,
      overrides: Record<string, unknown> = {},
    ): Record<string, unknown> {
      return {
        supportTypeId: taxonomy.typeId,
        supportCategoryId: taxonomy.categoryId,
        ...(taxonomy.subOptionId && { supportSubOptionId: taxonomy.subOptionId }),
        description: 'The transport route from DEV to QAS stopped working after the kernel update',
        priority: 'Medium' satisfies Priority,
        consultantId: consultant.id,
        timeSlotIds: slots.map((slot) => slot.id),
        ...overrides,
      };
    },

    createTicket: (customer: Caller, body: unknown) => call('POST', '/api/SupportRequests', customer, body),

    /** Publishes slots and books them; expects the 201. */
    async book(
      customer: TestUser,
      consultant: TestUser,
      taxonomy: Taxonomy,
      overrides: Record<string, unknown> & { slotCount?: number } = {},
    ): Promise<Ticket> {
      const { slotCount = 1, ...fields } = overrides;
      const slots = await this.publishSlots(consultant, slotCount);
      return created<Ticket>(
        call('POST', '/api/SupportRequests', customer, this.ticketBody(taxonomy, consultant, slots, fields)),
        'ticket',
      );
    },

    changeStatus: (
      actor: Caller,
      ticketId: string,
      body: { status: TicketStatus | string; comment?: string | null; hoursWorked?: unknown },
    ) => call('PUT', `/api/SupportRequests/${ticketId}/status`, actor, body),

    /** Changes the status and expects the 200. */
    async moveTo(
      actor: Caller,
      ticketId: string,
      status: TicketStatus,
      extra: { hoursWorked?: number; comment?: string } = {},
    ) {
      const response = await this.changeStatus(actor, ticketId, { status, ...extra });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Ticket;
    },

    close: () => ctx.close(),
  };
}

export type TicketsKit = Awaited<ReturnType<typeof openTicketsKit>>;
