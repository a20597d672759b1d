import {
  TICKET_STATUSES,
  type Ticket,
  type TicketStatus,
  type TicketStatusCounts,
  ticketPageSchema,
  ticketStatusCountsSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';

const NOW = '2031-05-12T08:10:00.000Z';
const OWN_COUNTS = '/api/SupportRequests/counts/user';
const ASSIGNED_COUNTS = '/api/SupportRequests/counts/consultant';

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let john: TestUser;
let ravi: TestUser;
let anita: TestUser;

beforeAll(async () => {
  meera = await kit.newCustomer();
  john = await kit.newCustomer();
  const taxonomy = await kit.newTaxonomy({ typeName: 'SAP BASIS' });
  ravi = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  anita = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });

  // Meera: five with Ravi (New, InProgress, Escalate, Closed, Paid). John: one with Anita (New).
  const meeras: Ticket[] = [];
  for (let index = 0; index < 5; index++) meeras.push(await kit.book(meera, ravi, taxonomy));
  await kit.book(john, anita, taxonomy);
  const [, working, escalated, closed, paid] = meeras as [Ticket, Ticket, Ticket, Ticket, Ticket];
  await kit.moveTo(ravi, working.id, 'InProgress');
  await kit.moveTo(meera, escalated.id, 'Escalate');
  await kit.moveTo(ravi, closed.id, 'Closed', { hoursWorked: 1 });
  await kit.moveTo(ravi, paid.id, 'Closed', { hoursWorked: 2 });
  await kit.moveTo(kit.admin, paid.id, 'Paid');
});

/** The expected answer: every status in order, zero where none is given. */
/** `forConsultant`: Paid is no status of theirs (it reads Closed), so it is not listed. */
function countsOf(given: Partial<Record<TicketStatus, number>>, forConsultant = false): TicketStatusCounts {
  const statuses = forConsultant ? TICKET_STATUSES.filter((status) => status !== 'Paid') : TICKET_STATUSES;
  const byStatus = statuses.map((status) => ({ status, count: given[status] ?? 0 }));
  return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
}

async function countsFor(path: string, caller: TestUser) {
  return expectBody(await kit.send('GET', path, caller), 200, ticketStatusCountsSchema);
}

describe('GET /api/SupportRequests/counts/user and /counts/consultant', () => {
  it('401 without a token', async () => {
    for (const path of [OWN_COUNTS, ASSIGNED_COUNTS]) {
      expectError(await kit.send('GET', path, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    }
  });

  it("counts/user: the customer's own requests per status, every status listed", async () => {
    expect(await countsFor(OWN_COUNTS, meera)).toEqual(
      countsOf({ New: 1, InProgress: 1, Escalate: 1, Closed: 1, Paid: 1 }),
    );
    expect(await countsFor(OWN_COUNTS, john)).toEqual(countsOf({ New: 1 }));
  });

  it("counts/consultant: the consultant's assigned requests, their paid ones counted under Closed, no Paid listed", async () => {
    expect(await countsFor(ASSIGNED_COUNTS, ravi)).toEqual(
      countsOf({ New: 1, InProgress: 1, Escalate: 1, Closed: 2 }, true),
    );
    expect(await countsFor(ASSIGNED_COUNTS, anita)).toEqual(countsOf({ New: 1 }, true));
  });

  it("counts agree with the list's totals for each status", async () => {
    const counts = await countsFor(ASSIGNED_COUNTS, ravi);
    for (const { status, count } of counts.byStatus) {
      const page = await kit.send('GET', `/api/SupportRequests/recent/consultant?status=${status}`, ravi);
      expect(expectBody(page, 200, ticketPageSchema).total, status).toBe(count);
    }
  });

  it('each count covers its own side only: all zero for someone with nothing there', async () => {
    expect(await countsFor(ASSIGNED_COUNTS, meera)).toEqual(countsOf({}));
    expect(await countsFor(OWN_COUNTS, ravi)).toEqual(countsOf({}, true));
    expect(await countsFor(OWN_COUNTS, kit.admin)).toEqual(countsOf({}));
  });
});
