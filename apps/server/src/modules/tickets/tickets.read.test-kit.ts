// What the ticket read tests (lists by person, filters, pages, one ticket) start from: six tickets
// of two customers with two consultants in two support types, raised over the 100 days before a
// Monday morning, one In Progress and one Paid.
import type { Ticket } from '@basisdesk/shared';
import { ticketPageSchema } from '@basisdesk/shared';
import { type BookingKit, type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import type { Caller } from '../../../test/send-request';
import { useOpened } from '../../../test/use-opened';

/** A Monday morning; the tickets below were raised over the 100 days before it. */
export const NOW = '2031-05-12T08:10:00.000Z';
export const DAY_MS = 24 * 60 * 60 * 1000;
const before = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();

export interface ReadTickets {
  meera: TestUser;
  john: TestUser;
  ravi: TestUser;
  anita: TestUser;
  basis: Taxonomy;
  database: Taxonomy;
  /** In the order they were raised: t1 100 days ago … t6 earlier today. */
  t1: Ticket;
  t2: Ticket;
  t3: Ticket;
  t4: Ticket;
  t5: Ticket;
  t6: Ticket;
}

async function raiseAt(
  kit: BookingKit,
  at: string,
  customer: TestUser,
  consultant: TestUser,
  taxonomy: Taxonomy,
  fields = {},
) {
  kit.clock.set(at);
  return kit.book(customer, consultant, taxonomy, fields);
}

export async function raiseReadTickets(kit: BookingKit): Promise<ReadTickets> {
  const meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  const john = await kit.newCustomer({ firstName: 'John', lastName: 'Doe' });
  const basis = await kit.newTaxonomy({
    typeName: 'SAP BASIS',
    typeCode: 'BASIS',
    categoryName: 'Kernel',
    categoryCode: 'K',
  });
  const hana = await kit.newTaxonomy({
    typeName: 'Database',
    typeCode: 'DB',
    categoryName: 'HANA Tuning',
    categoryCode: 'HT',
  });
  const srSub = await kit.newSubOption(hana.typeId, {
    name: 'Change',
    shortCode: 'CH',
    requiresSrIdentifier: true,
  });
  const database = { ...hana, subOptionId: srSub.id };
  await kit.newSrIdentifier('SR1000001');
  await kit.newSrIdentifier('SR2000002');
  const ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    skills: [{ typeId: basis.typeId }],
  });
  const anita = await kit.newConsultant({
    firstName: 'Anita',
    lastName: 'Desai',
    skills: [{ typeId: database.typeId }],
  });

  const t1 = await raiseAt(kit, before(100 * DAY_MS), meera, ravi, basis, {
    description: 'Quarterly 100% health check',
  });
  const t2 = await raiseAt(kit, before(60 * DAY_MS), john, anita, database, {
    description: 'Memory alert on the primary',
    srIdentifier: 'SR1000001',
  });
  const t3 = await raiseAt(kit, before(20 * DAY_MS), meera, anita, database, {
    description: 'Slow column store merges',
    srIdentifier: 'SR2000002',
  });
  const t4 = await raiseAt(kit, before(3 * DAY_MS), meera, ravi, basis, {
    description: 'Transport stuck in import queue',
    slotCount: 2,
  });
  const t5 = await raiseAt(kit, before(20 * 60 * 60 * 1000), john, ravi, basis, {
    description: 'Work process dumps',
  });
  const t6 = await raiseAt(kit, '2031-05-12T01:00:00.000Z', meera, ravi, basis, {
    description: 'Kernel patch planning',
  });
  kit.clock.set(NOW);

  await kit.moveTo(ravi, t4.id, 'InProgress');
  await kit.moveTo(kit.admin, t1.id, 'Paid');
  return { meera, john, ravi, anita, basis, database, t1, t2, t3, t4, t5, t6 };
}

export const ids = (...tickets: Ticket[]) => tickets.map((ticket) => ticket.id);

/** The file's booking kit at NOW with the six tickets raised (`given`), and the lists as ids. */
export function useReadTickets() {
  const kit = useBookingKit({ now: NOW });
  const given = useOpened(async () => ({ ...(await raiseReadTickets(kit)), close: async () => {} }));
  async function listIds(path: string, caller: Caller, query: Record<string, string> = {}) {
    const response = await kit.send('GET', `/api/${path}?${new URLSearchParams(query)}`, caller);
    const page = expectBody(response, 200, ticketPageSchema);
    return { ids: page.items.map((ticket) => ticket.id), page };
  }
  return {
    kit,
    given,
    listIds,
    adminList: async (query: Record<string, string> = {}) =>
      (await listIds('SupportRequests', kit.admin, query)).ids,
  };
}
