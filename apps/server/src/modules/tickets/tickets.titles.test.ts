// A request's title (decision 052): required, 5–120 characters after trimming in the form's words,
// stored as one line, shown beside the number in every list and the detail, and found by search
// within the caller's own tickets only.
import {
  type AvailabilitySlot,
  supportRequestSummaryListSchema,
  TICKET_MESSAGES,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  type Ticket,
  ticketPageSchema,
  ticketSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import type { Caller } from '../../../test/send-request';

const NOW = '2031-06-02T04:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let oskar: TestUser;
let ravi: TestUser;
let basis: Taxonomy;
let block: (hours: number) => Promise<AvailabilitySlot[]>;
/** Meera's request whose title alone holds the word "quiesce". */
let quiesce: Ticket;

const create = (slots: AvailabilitySlot[], fields: Record<string, unknown> = {}) =>
  kit.createTicket(meera, kit.ticketBody(basis, ravi, slots, fields));

beforeAll(async () => {
  basis = await kit.newTaxonomy();
  meera = await kit.newCustomer();
  oskar = await kit.newCustomer();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
  block = kit.blockSeries(ravi, new Date(Date.parse(NOW) + 26 * HOUR_MS).toISOString());
  quiesce = expectBody(
    await create(await block(0.5), {
      title: 'Quiesce the spool before the upgrade',
      description: 'Work processes hang during the import of the support packages',
    }),
    201,
    ticketSchema,
  );
});

describe('POST /api/SupportRequests: the title', () => {
  it(`400 without a title, or a blank one: "${TICKET_MESSAGES.titleRequired}"`, async () => {
    const slots = await block(0.5);
    const { title: _left, ...untitled } = kit.ticketBody(basis, ravi, slots);
    expectError(await kit.createTicket(meera, untitled), 400, TICKET_MESSAGES.titleRequired, {
      path: 'title',
    });
    expectError(await create(slots, { title: ' \n\t ' }), 400, TICKET_MESSAGES.titleRequired, {
      path: 'title',
    });
  });

  it(`400 for ${TITLE_MIN_LENGTH - 1} characters after trimming: "${TICKET_MESSAGES.titleTooShort}"`, async () => {
    const slots = await block(0.5);
    expectError(await create(slots, { title: '   Down   ' }), 400, TICKET_MESSAGES.titleTooShort, {
      path: 'title',
    });
  });

  it(`400 for a title of 300 characters: "${TICKET_MESSAGES.titleTooLong}", and nothing is booked`, async () => {
    const slots = await block(0.5);
    expectError(await create(slots, { title: 'x'.repeat(300) }), 400, TICKET_MESSAGES.titleTooLong, {
      path: 'title',
    });
    // The slot is still free: the refused request booked nothing.
    expectBody(await create(slots, { title: 'The same slot, now booked' }), 201, ticketSchema);
  });

  it(`${TITLE_MAX_LENGTH} characters are taken; blanks around and inside are one space`, async () => {
    const longest = expectBody(
      await create(await block(0.5), { title: `  ${'t'.repeat(TITLE_MAX_LENGTH)}  ` }),
      201,
      ticketSchema,
    );
    expect(longest.title).toBe('t'.repeat(TITLE_MAX_LENGTH));
    const pasted = expectBody(
      await create(await block(0.5), { title: ' Kernel\r\n  upgrade\tstalls ' }),
      201,
      ticketSchema,
    );
    expect(pasted.title).toBe('Kernel upgrade stalls');
  });

  it('counts characters as people do: five emoji are a title of five', async () => {
    const ticket = expectBody(await create(await block(0.5), { title: '🔥🔥🔥🔥🔥' }), 201, ticketSchema);
    expect(ticket.title).toBe('🔥🔥🔥🔥🔥');
  });
});

describe('the title beside the number, wherever a ticket is listed', () => {
  const listed = async (path: string, caller: Caller) =>
    expectBody(await kit.send('GET', `/api/${path}?pageSize=100`, caller), 200, ticketPageSchema).items.find(
      (ticket) => ticket.id === quiesce.id,
    );

  it("the customer's, the consultant's and the admin's lists, the detail and the admin's summaries", async () => {
    expect((await listed('SupportRequests/recent/user', meera))?.title).toBe(quiesce.title);
    expect((await listed('SupportRequests/recent/consultant', ravi))?.title).toBe(quiesce.title);
    expect((await listed('SupportRequests', kit.admin))?.title).toBe(quiesce.title);
    const detail = expectBody(
      await kit.send('GET', `/api/SupportRequests/${quiesce.id}`, ravi),
      200,
      ticketSchema,
    );
    expect(detail.title).toBe('Quiesce the spool before the upgrade');
    const summaries = expectBody(
      await kit.send('GET', '/api/Admin/support-requests?pageSize=100', kit.admin),
      200,
      supportRequestSummaryListSchema,
    );
    expect(summaries.find((summary) => summary.id === quiesce.id)?.title).toBe(quiesce.title);
  });

  it('another customer does not see it: their list lacks it and the detail is a 404', async () => {
    expect(await listed('SupportRequests/recent/user', oskar)).toBeUndefined();
    expectError(
      await kit.send('GET', `/api/SupportRequests/${quiesce.id}`, oskar),
      404,
      TICKET_MESSAGES.ticketNotFound,
    );
  });
});

describe('search finds a ticket by its title', () => {
  const found = async (search: string, path: string, caller: Caller) =>
    expectBody(
      await kit.send('GET', `/api/${path}?${new URLSearchParams({ search })}`, caller),
      200,
      ticketPageSchema,
    ).items.map((ticket) => ticket.id);

  it('a word only the title holds, whole, stemmed and by its start', async () => {
    expect(await found('quiesce', 'SupportRequests', kit.admin)).toEqual([quiesce.id]);
    expect(await found('quiesced', 'SupportRequests/recent/user', meera)).toEqual([quiesce.id]);
    expect(await found('quies', 'SupportRequests/recent/consultant', ravi)).toEqual([quiesce.id]);
  });

  it("never another customer's: Oskar's search for the same word finds nothing", async () => {
    expect(await found('quiesce', 'SupportRequests/recent/user', oskar)).toEqual([]);
  });
});
