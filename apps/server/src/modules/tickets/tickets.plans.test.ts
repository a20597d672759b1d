// Every list costs what its page costs: on a table of 60,000 tickets spread over five years, each
// ticket list, total and figure route reads tickets only through indexes. The SQL checked is the
// SQL the route ran (captured at the pool), explained with the values it ran with. PostgreSQL only:
// the plans are PostgreSQL's.
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { plansOfRequest, seqScansOf } from '../../../test/query-plans';
import { isPostgres } from '../../../test/test-app';
import type { TokenHolder } from '../../../test/test-tokens';
import { seededPerson, seedTicketVolume } from '../../../test/ticket-volume';

const NOW = '2031-05-12T08:10:00.000Z';
const TICKETS = 60_000;

describe.skipIf(!isPostgres())(`ticket lists on ${TICKETS.toLocaleString('en')} tickets`, () => {
  const kit = useBookingKit({ now: NOW });
  const people = {} as Record<'customer' | 'consultant', TokenHolder>;

  beforeAll(async () => {
    const taxonomy = await kit.newTaxonomy({ typeName: 'SAP BASIS' });
    const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    const template = await kit.book(await kit.newCustomer(), consultant, taxonomy);
    await seedTicketVolume(kit.database, {
      tickets: TICKETS,
      customers: 400,
      consultants: 60,
      template: template.id,
      now: new Date(NOW),
    });
    people.customer = await seededPerson(kit.database.db, 'Customer');
    people.consultant = await seededPerson(kit.database.db, 'Consultant');
  }, 120_000);

  /** The statements a request ran that read tickets, with the plan PostgreSQL makes for each. */
  const plansOf = (caller: TokenHolder, path: string) =>
    plansOfRequest(kit.database.db, 'tickets', () => kit.send('GET', path, caller));

  const ADMIN_LISTS = [
    '/api/SupportRequests',
    '/api/SupportRequests?page=200',
    '/api/SupportRequests?status=InProgress',
    '/api/SupportRequests?paymentStatus=Paid',
    '/api/SupportRequests?date=month',
    '/api/SupportRequests?date=quarter&status=Escalate',
    '/api/SupportRequests?status=Closed&paymentStatus=Pending',
    '/api/SupportRequests?date=week&paymentStatus=Pending&page=3',
    '/api/Admin/support-requests?page=50',
    '/api/Admin/support-requests/stats',
  ];

  it.each(ADMIN_LISTS)('the admin: %s reads tickets through indexes only', async (path) => {
    for (const plan of await plansOf(kit.admin, path)) {
      expect(seqScansOf(plan.nodes, 'tickets'), plan.sql).toEqual([]);
    }
  });

  it('the admin narrowed to one consultant, alone and with a status, reads through indexes only', async () => {
    for (const query of [
      `consultantId=${people.consultant.id}`,
      `consultantId=${people.consultant.id}&status=Paid&page=2`,
    ]) {
      for (const plan of await plansOf(kit.admin, `/api/SupportRequests?${query}`)) {
        expect(seqScansOf(plan.nodes, 'tickets'), plan.sql).toEqual([]);
      }
    }
  });

  it.each([
    ['customer', '/api/SupportRequests/recent/user'],
    ['customer', '/api/SupportRequests/recent/user?status=Closed'],
    ['customer', '/api/SupportRequests/recent/user?date=quarter'],
    ['customer', '/api/SupportRequests/counts/user'],
    ['consultant', '/api/SupportRequests/recent/consultant?page=4'],
    ['consultant', '/api/SupportRequests/recent/consultant?status=Closed&date=month'],
    ['consultant', '/api/SupportRequests/counts/consultant'],
    ['consultant', '/api/SupportRequests/earnings/consultant'],
  ] as const)('the %s: %s reads tickets through indexes only', async (who, path) => {
    for (const plan of await plansOf(people[who], path)) {
      expect(seqScansOf(plan.nodes, 'tickets'), plan.sql).toEqual([]);
    }
  });

  it('checks the statements that read tickets: a filtered list ran at least one', async () => {
    // Otherwise the checks above would pass by seeing nothing.
    const plans = await plansOf(kit.admin, '/api/SupportRequests?status=InProgress');
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.some((plan) => plan.nodes.some((node) => node['Relation Name'] === 'tickets'))).toBe(true);
  });
});
