import {
  type AvailabilitySlot,
  availabilitySlotListSchema,
  statusHistoryListSchema,
  type Ticket,
  ticketSessionDetailListSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { type BookingKit, openBookingKit, type Taxonomy } from './booking-kit';
import { expectBody } from './expect-response';
import type { TestUser } from './factories';
import type { RouteSuiteOptions } from './route-suite';
import type { Caller } from './send-request';
import { useOpened } from './use-opened';

/**
 * What the booked sessions' tests start from (decision 021): two customers (Meera Iyer, John Doe),
 * two consultants of one taxonomy (Ravi Kumar, in India's zone, and Priya Shah), blocks published
 * two days ahead (past the 24-hour cut-off), and the sessions' routes.
 */
export interface SessionKit extends BookingKit {
  meera: TestUser;
  john: TestUser;
  ravi: TestUser;
  priya: TestUser;
  basis: Taxonomy;
  /** The consultant's next block of `hours`, an hour after their last. */
  block(consultant: TestUser, hours: number): Promise<AvailabilitySlot[]>;
  bookSlots(slots: AvailabilitySlot[], customer?: TestUser, consultant?: TestUser): Promise<Ticket>;
  sessionsOf(ticket: Pick<Ticket, 'id'>, caller?: TestUser): ReturnType<typeof readSessions>;
  cancel(
    ticket: Pick<Ticket, 'id'>,
    sessionId: string,
    caller: Caller,
    body?: object,
  ): ReturnType<BookingKit['send']>;
  reschedule(
    ticket: Pick<Ticket, 'id'>,
    sessionId: string,
    caller: TestUser,
    slotIds: string[],
  ): ReturnType<BookingKit['send']>;
  /** The ticket's history as an admin reads it. */
  history(ticket: Pick<Ticket, 'id'>): Promise<ReturnType<typeof statusHistoryListSchema.parse>>;
  /** Which ticket holds each of the consultant's slots, by slot id. */
  holders(consultant: TestUser): Promise<Map<string, string | undefined>>;
}

async function readSessions(kit: BookingKit, ticket: Pick<Ticket, 'id'>, caller: TestUser) {
  return expectBody(
    await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, caller),
    200,
    ticketSessionDetailListSchema,
  );
}

export async function openSessionKit(options: RouteSuiteOptions = {}): Promise<SessionKit> {
  const kit = await openBookingKit(options);
  const meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  const john = await kit.newCustomer({ firstName: 'John', lastName: 'Doe' });
  const basis = await kit.newTaxonomy();
  const ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    skills: [{ typeId: basis.typeId }],
  });
  const priya = await kit.newConsultant({
    firstName: 'Priya',
    lastName: 'Shah',
    skills: [{ typeId: basis.typeId }],
  });
  await kit.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, ravi.id));
  const series = new Map<string, (hours: number) => Promise<AvailabilitySlot[]>>();
  return Object.assign(kit, {
    meera,
    john,
    ravi,
    priya,
    basis,
    block(consultant: TestUser, hours: number) {
      const next = series.get(consultant.id) ?? kit.blockSeries(consultant, '2031-05-14T06:00:00.000Z');
      series.set(consultant.id, next);
      return next(hours);
    },
    bookSlots: (slots: AvailabilitySlot[], customer = meera, consultant = ravi) =>
      kit.book(customer, consultant, basis, { slots }),
    sessionsOf: (ticket: Pick<Ticket, 'id'>, caller: TestUser = meera) => readSessions(kit, ticket, caller),
    cancel: (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: Caller, body: object = {}) =>
      kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/cancel`, caller, body),
    reschedule: (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: TestUser, slotIds: string[]) =>
      kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/reschedule`, caller, {
        slotIds,
      }),
    history: async (ticket: Pick<Ticket, 'id'>) =>
      expectBody(
        await kit.send('GET', `/api/status/history/${ticket.id}`, kit.admin),
        200,
        statusHistoryListSchema,
      ),
    async holders(consultant: TestUser) {
      const slots = expectBody(
        await kit.send('GET', `/api/ConsultantAvailability/consultant/${consultant.id}`, kit.admin),
        200,
        availabilitySlotListSchema,
      );
      return new Map(slots.map((slot) => [slot.id, slot.ticketId]));
    },
  });
}

export const useSessionKit = (options: RouteSuiteOptions = {}) => useOpened(() => openSessionKit(options));

/** The slots at these indexes, in this order (a booking of some of a block's slots). */
export function slotsAt(slots: readonly AvailabilitySlot[], ...indexes: number[]): AvailabilitySlot[] {
  return indexes.map((index) => {
    const slot = slots[index];
    if (!slot) throw new Error(`no slot ${index}`);
    return slot;
  });
}
