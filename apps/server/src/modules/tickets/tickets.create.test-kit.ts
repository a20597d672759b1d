// What the ticket creation tests (the request's checks, the booking) start from: a customer, a
// type without sub-options, one with them (one needs an SR identifier) and a consultant with the
// general skill in both, in October 2025; and the tables a booking writes, read back.
import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { type BookingKit, type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import type { TestUser } from '../../../test/factories';
import { useOpened } from '../../../test/use-opened';
import { availabilitySlots, ticketNumberCounters, tickets } from '../../db/schema';

/** October 2025: ticket numbers carry 1025. */
export const NOW = '2025-10-14T08:00:00.000Z';
export const NUMBER_FORMAT = /^[A-Z0-9]{6}[0-3]\d{4}\d{5}$/;

export const unknownId = () => crypto.randomUUID();

export interface CreateWorld {
  customer: TestUser;
  /** SAP BASIS (BASIS) → Kernel (K), no sub-options: numbers start BAK000. */
  basis: Taxonomy;
  /** A type with sub-options: Level 1 (no SR identifier) and Service Request (needs one). */
  service: Taxonomy & { levelOneId: string; srSubOptionId: string };
  /** General skill in both types. */
  consultant: TestUser;
}

async function raiseCreateWorld(kit: BookingKit): Promise<CreateWorld> {
  const customer = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  const basis = await kit.newTaxonomy({
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
  const service = {
    typeId: serviceType.id,
    typeName: serviceType.name,
    categoryId: billing.id,
    categoryName: billing.name,
    subOptionId: levelOne.id,
    levelOneId: levelOne.id,
    srSubOptionId: srSubOption.id,
  };
  const consultant = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    hourlyRate: 1500,
    skills: [{ typeId: basis.typeId }, { typeId: service.typeId }],
  });
  return { customer, basis, service, consultant };
}

/** The file's booking kit at NOW with the people and types above (`given`). */
export function useCreateTickets() {
  const kit = useBookingKit({ now: NOW });
  const given = useOpened(async () => ({ ...(await raiseCreateWorld(kit)), close: async () => {} }));

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

  return { kit, given, countTickets, counterValue, slotTicketIds };
}
