import crypto from 'node:crypto';
import { beforeAll } from 'vitest';
import { uniqueEmail } from './accounts';
import { apiCall, apiLogin, createUserAsAdmin } from './api';
import { type CreatedSupportType, createSupportType, uniqueCode } from './supply';

/**
 * Tickets arranged through the API: a support type of the test's own, a consultant who offers it
 * (general skill, hourly rate, a block of slots tomorrow) and a customer who books through
 * POST /api/SupportRequests. Names are unique, so an admin's consultant filter can tell them apart.
 */

export interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
}

async function expectStatus<T>(
  answer: Promise<{ status: number; body: T }>,
  expected: number,
  what: string,
): Promise<T> {
  const { status, body } = await answer;
  if (status !== expected) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function createAccount(role: 'Customer' | 'Consultant', label: string): Promise<Account> {
  const email = uniqueEmail(label);
  const password = 'Tickets#42';
  const firstName = role === 'Customer' ? 'Kavya' : 'Arjun';
  const lastName = `${role === 'Customer' ? 'Rao' : 'Menon'} ${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
  const user = await createUserAsAdmin({ email, password, firstName, lastName, role });
  return { id: user.id, email, password, name: `${firstName} ${lastName}` };
}

/** The rupees an hour every bookable consultant charges: the rate a booking captures. */
export const CONSULTANT_HOURLY_RATE = 1500;

export interface BookableConsultant extends Account {
  /** Free slot ids, earliest first: each booking takes the next, or the ones it names. */
  freeSlotIds: string[];
}

/**
 * A consultant with the type as a general skill, ₹1,500 an hour, and free slots from tomorrow at
 * a whole hour: one block per entry of `blockHours` (at most 8 each), back to back.
 */
export interface ConsultantOptions {
  blockHours?: readonly number[];
  /**
   * The UTC hour the first block starts at, `daysAhead` UTC days from today, for tests that need
   * the slots on one calendar day of a zone whatever the time of the run; absent: 24 hours from
   * now, at a whole hour.
   */
  startHourUtc?: number;
  /** With `startHourUtc`: how many UTC days ahead (1, tomorrow, unless told). */
  daysAhead?: number;
}

export async function createBookableConsultant(
  label: string,
  supportType: CreatedSupportType,
  { blockHours = [4], startHourUtc, daysAhead = 1 }: ConsultantOptions = {},
): Promise<BookableConsultant> {
  const account = await createAccount('Consultant', label);
  const { token } = await apiLogin(account.email, account.password);
  await expectStatus(
    apiCall('POST', `/SupportTaxonomy/consultant/${account.id}/skills`, {
      token,
      body: { supportTypeId: supportType.id },
    }),
    201,
    'Adding a skill',
  );
  await expectStatus(
    apiCall('PUT', `/users/${account.id}/hourly-rate`, {
      token,
      body: { hourlyRate: CONSULTANT_HOURLY_RATE },
    }),
    200,
    'Setting the hourly rate',
  );
  // Tomorrow at a whole hour: inside the 7-day window and safely in the future.
  let start = new Date(Date.now() + (startHourUtc === undefined ? 1 : daysAhead) * 24 * 60 * 60_000);
  if (startHourUtc === undefined) start.setUTCMinutes(0, 0, 0);
  else start.setUTCHours(startHourUtc, 0, 0, 0);
  const freeSlotIds: string[] = [];
  for (const hours of blockHours) {
    const end = new Date(start.getTime() + hours * 60 * 60_000);
    const created = await expectStatus(
      apiCall<{ slots: Array<{ id: string }> }>('POST', '/ConsultantAvailability', {
        token,
        body: {
          consultantId: account.id,
          slotStartTime: start.toISOString(),
          slotEndTime: end.toISOString(),
        },
      }),
      201,
      'Publishing slots',
    );
    freeSlotIds.push(...created.slots.map((slot) => slot.id));
    start = end;
  }
  return { ...account, freeSlotIds };
}

export interface BookedTicket {
  id: string;
  orderNumber: string;
  description: string;
}

/**
 * POST /api/SupportRequests as the customer, booking the consultant's next free slot, or the
 * given ones (taken out of the consultant's free slots, so a later booking does not reach for them).
 */
export interface BookingOptions {
  description: string;
  /** What lists show beside the number; a title made of the description when not given. */
  title?: string;
  priority?: string;
  slotIds?: readonly string[];
}

export async function bookTicket(
  customer: Account,
  consultant: BookableConsultant,
  supportType: CreatedSupportType,
  {
    description,
    title = `Request: ${description}`.slice(0, 120),
    priority = 'Medium',
    slotIds,
  }: BookingOptions,
): Promise<BookedTicket> {
  const booked = slotIds ? [...slotIds] : consultant.freeSlotIds.slice(0, 1);
  if (booked.length === 0) throw new Error('The consultant has no free slot left');
  const taken = booked.find((id) => !consultant.freeSlotIds.includes(id));
  if (taken) throw new Error(`Slot ${taken} is not among the consultant's free slots`);
  for (const id of booked) consultant.freeSlotIds.splice(consultant.freeSlotIds.indexOf(id), 1);
  const { token } = await apiLogin(customer.email, customer.password);
  const ticket = await expectStatus(
    apiCall<{ id: string; orderNumber: string }>('POST', '/SupportRequests', {
      token,
      body: {
        supportTypeId: supportType.id,
        supportCategoryId: supportType.categories[0]?.id,
        title,
        description,
        priority,
        consultantId: consultant.id,
        timeSlotIds: booked,
      },
    }),
    201,
    'Booking a ticket',
  );
  return { id: ticket.id, orderNumber: ticket.orderNumber, description };
}

/** A support type with one category, named for the test. */
export const createTicketSupportType = (label: string) => {
  const tag = uniqueCode('K');
  return createSupportType({
    name: `${label} ${tag}`,
    description: `Support for ${label.toLowerCase()} (${tag}).`,
    categories: [{ name: 'Kernel Upgrade', description: 'Kernel patches and their checks.' }],
  });
};

/** A file's own support type, a consultant who offers it and a customer who books them. */
export interface TicketDesk {
  supportType: CreatedSupportType;
  consultant: BookableConsultant;
  customer: Account;
  /** Books the consultant's next free slot, or the given ones, for the customer. */
  book(options: BookingOptions): Promise<BookedTicket>;
}

/**
 * The desk of the enclosing file, arranged before its tests (and before the file's own beforeAll,
 * when called first): a type named `typeName`, the consultant `<label>.consultant` and the customer
 * `<label>.customer`. Read it in hooks and tests only.
 */
export function useTicketDesk(label: string, typeName: string, consultantOptions: ConsultantOptions = {}) {
  let desk: TicketDesk | undefined;
  beforeAll(async () => {
    const supportType = await createTicketSupportType(typeName);
    const consultant = await createBookableConsultant(`${label}.consultant`, supportType, consultantOptions);
    const customer = await createAccount('Customer', `${label}.customer`);
    desk = {
      supportType,
      consultant,
      customer,
      book: (options) => bookTicket(customer, consultant, supportType, options),
    };
  });
  return new Proxy({} as TicketDesk, {
    get(_target, key) {
      if (!desk)
        throw new Error(`read ${String(key)} of the ticket desk before it was arranged (in beforeAll)`);
      return Reflect.get(desk, key);
    },
  });
}
