// The ticket search (decision 027) through the list routes: numbers exact and by prefix, words of
// the description and SR identifier by prefix and stem, people's and taxonomy names, ranked by how
// a ticket matched; within the caller's visibility and the list's other filters; and whatever a
// person types, never a 500.
import { INPUT_MESSAGES, type Ticket, ticketPageSchema } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import type { Caller } from '../../../test/send-request';

const NOW = '2031-05-12T08:10:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
const hoursBefore = (hours: number) => new Date(Date.parse(NOW) - hours * HOUR_MS).toISOString();

const kit = useBookingKit({ now: NOW });
let priya: TestUser;
let oskar: TestUser;
let farida: TestUser;
let tomasz: TestUser;
let basis: Taxonomy;
let database: Taxonomy;
/** In the order they were raised, an hour apart: kernelPanic first, handover last. */
let kernelPanic: Ticket;
let patching: Ticket;
let backup: Ticket;
let transport: Ticket;
let followUp: Ticket;
let handover: Ticket;

beforeAll(async () => {
  priya = await kit.newCustomer({ firstName: 'Priya', lastName: 'Sharma' });
  oskar = await kit.newCustomer({ firstName: 'Oskar', lastName: 'Lindqvist' });
  basis = await kit.newTaxonomy({ typeName: 'SAP BASIS', categoryName: 'Runtime' });
  database = await kit.newTaxonomy({
    typeName: 'Database',
    categoryName: 'HANA Tuning',
    subOption: { name: 'Standard' },
  });
  const change = await kit.newSubOption(database.typeId, { name: 'Change', requiresSrIdentifier: true });
  await kit.newSrIdentifier('SR3000003');
  farida = await kit.newConsultant({
    firstName: 'Farida',
    lastName: 'Okonkwo',
    skills: [{ typeId: basis.typeId }, { typeId: database.typeId }],
  });
  tomasz = await kit.newConsultant({
    firstName: 'Tomasz',
    lastName: 'Wisniewski',
    skills: [{ typeId: basis.typeId }, { typeId: database.typeId }],
  });

  const raise = (
    hours: number,
    customer: TestUser,
    consultant: TestUser,
    taxonomy: Taxonomy,
    fields = {},
  ) => {
    kit.clock.set(hoursBefore(hours));
    return kit.book(customer, consultant, taxonomy, fields);
  };
  kernelPanic = await raise(6, priya, farida, basis, { description: 'Kernel panic after the upgrade' });
  patching = await raise(5, priya, tomasz, basis, { description: 'Patching the support packages stalled' });
  backup = await raise(
    4,
    oskar,
    farida,
    { ...database, subOptionId: change.id },
    {
      description: 'Backup job fails nightly',
      srIdentifier: 'SR3000003',
    },
  );
  transport = await raise(3, oskar, tomasz, basis, {
    description: 'Transport release blocked by kernel patch',
  });
  followUp = await raise(2, priya, farida, database, {
    description: `Follow-up of ${kernelPanic.orderNumber}: memory settings`,
  });
  handover = await raise(1, oskar, tomasz, basis, { description: 'Handover notes from Farida' });
  kit.clock.set(NOW);
  await kit.moveTo(tomasz, transport.id, 'InProgress');
});

async function searched(search: string, options: { caller?: Caller; path?: string; query?: object } = {}) {
  const query = new URLSearchParams({ search, ...options.query });
  const response = await kit.send(
    'GET',
    `/api/${options.path ?? 'SupportRequests'}?${query}`,
    options.caller ?? kit.admin,
  );
  return expectBody(response, 200, ticketPageSchema);
}
const found = async (search: string, options?: Parameters<typeof searched>[1]) =>
  (await searched(search, options)).items.map((ticket) => ticket.id);
const ids = (...list: Ticket[]) => list.map((ticket) => ticket.id);

describe('ticket search: what it finds', () => {
  it('a whole number, in any case', async () => {
    const number = patching.orderNumber ?? '';
    expect(await found(number)).toEqual(ids(patching));
    expect(await found(number.toLowerCase())).toEqual(ids(patching));
  });

  it('the start of a number, typed in lower case: the tickets whose number starts so, newest first', async () => {
    const prefix = (kernelPanic.orderNumber ?? '').slice(0, 7);
    const numbered = [handover, followUp, transport, backup, patching, kernelPanic].filter((ticket) =>
      ticket.orderNumber?.startsWith(prefix),
    );
    expect(numbered).toContain(kernelPanic);
    expect(numbered).not.toContain(followUp);
    // followUp's description names kernelPanic's number: a word match, ranked after the numbers.
    expect(await found(prefix.toLowerCase())).toEqual(ids(...numbered, followUp));
  });

  it('a word of the description, and the start of one', async () => {
    expect(await found('backup')).toEqual(ids(backup));
    expect(await found('kern')).toEqual(ids(transport, kernelPanic));
    expect(await found('KERNEL')).toEqual(ids(transport, kernelPanic));
  });

  it('a word in another form: the stem matches ("patches" finds "Patching" and "patch")', async () => {
    expect(await found('patches')).toEqual(ids(transport, patching));
  });

  it('every word is needed, in any order', async () => {
    expect(await found('upgrade kernel')).toEqual(ids(kernelPanic));
    expect(await found('kernel nightly')).toEqual([]);
  });

  it('the SR identifier, whole or its start', async () => {
    expect(await found('SR3000003')).toEqual(ids(backup));
    expect(await found('sr300')).toEqual(ids(backup));
  });

  it("a part of the customer's or the consultant's full name", async () => {
    expect(await found('lindq')).toEqual(ids(handover, transport, backup));
    expect(await found('priya sharma')).toEqual(ids(followUp, patching, kernelPanic));
    expect(await found('WISNIEW')).toEqual(ids(handover, transport, patching));
  });

  it("the support type's or the category's name", async () => {
    expect(await found('hana tun')).toEqual(ids(followUp, backup));
    expect(await found('database')).toEqual(ids(followUp, backup));
    expect(await found('runtime')).toEqual(ids(handover, transport, patching, kernelPanic));
  });

  it('nothing when nothing matches', async () => {
    const page = await searched('zeppelin');
    expect(page).toMatchObject({ items: [], total: 0, isTotalCapped: false });
  });
});

describe('ticket search: ranking', () => {
  it('the exact number first, then tickets whose description names it', async () => {
    expect(await found(kernelPanic.orderNumber ?? '')).toEqual(ids(kernelPanic, followUp));
  });

  it("people's names before the words of descriptions, however new the description", async () => {
    expect(await found('farida')).toEqual(ids(followUp, backup, kernelPanic, handover));
  });

  it('a ticket found several ways is listed once, at its best rank, and counted once', async () => {
    // The exact number is also a number prefix of itself.
    const page = await searched(kernelPanic.orderNumber ?? '');
    expect(page.items.map((ticket) => ticket.id)).toEqual(ids(kernelPanic, followUp));
    expect(page.total).toBe(2);
  });

  it('pages keep the ranking: page 2 continues where page 1 stopped', async () => {
    const first = await searched('farida', { query: { pageSize: '3', page: '1' } });
    const second = await searched('farida', { query: { pageSize: '3', page: '2' } });
    expect(first.items.map((ticket) => ticket.id)).toEqual(ids(followUp, backup, kernelPanic));
    expect(second.items.map((ticket) => ticket.id)).toEqual(ids(handover));
    expect([first.total, second.total]).toEqual([4, 4]);
    expect(first.isTotalCapped).toBe(false);
  });
});

describe('ticket search: visibility and filters', () => {
  it("a customer finds only their own tickets, never another customer's matches", async () => {
    const own = { caller: priya, path: 'SupportRequests/recent/user' };
    expect(await found('kern', own)).toEqual(ids(kernelPanic));
    expect(await found('backup', own)).toEqual([]);
    expect(await found(backup.orderNumber ?? '', own)).toEqual([]);
    expect(await found('lindqvist', own)).toEqual([]);
    expect((await searched('backup', own)).total).toBe(0);
  });

  it('a consultant finds only the tickets assigned to them', async () => {
    const assigned = { caller: farida, path: 'SupportRequests/recent/consultant' };
    expect(await found('kern', assigned)).toEqual(ids(kernelPanic));
    expect(await found('patches', assigned)).toEqual([]);
  });

  it('the search keeps the status, consultant and date filters', async () => {
    expect(await found('kern', { query: { status: 'InProgress' } })).toEqual(ids(transport));
    expect(await found('kern', { query: { consultantId: farida.id } })).toEqual(ids(kernelPanic));
    expect(await found('farida', { query: { status: 'New', consultantId: tomasz.id } })).toEqual(
      ids(handover),
    );
    expect(await found('kern', { query: { paymentStatus: 'Paid' } })).toEqual([]);
    kit.clock.set(new Date(Date.parse(NOW) + 7 * 24 * HOUR_MS - 3.5 * HOUR_MS).toISOString());
    try {
      expect(await found('runtime', { query: { date: 'week' } })).toEqual(ids(handover, transport));
    } finally {
      kit.clock.set(NOW);
    }
  });
});

describe('ticket search: whatever is typed', () => {
  it('tsquery and LIKE syntax are plain characters: no 500, and punctuation alone matches nothing', async () => {
    for (const search of ["&|!():*<>'\\", '%', '_', '\\', "'", ':*', '!!!', '((', '<->', '%_%']) {
      const page = await searched(search);
      expect(page.items, JSON.stringify(search)).toEqual([]);
      expect(page.total, JSON.stringify(search)).toBe(0);
    }
    // A control character is refused before any query (decision 035).
    const nul = await kit.send('GET', '/api/SupportRequests?search=kernel%00', kit.admin);
    expectError(nul, 400, INPUT_MESSAGES.controlCharacters, { path: 'search' });
  });

  it('words between operators are still words: "kernel & !panic" needs both', async () => {
    expect(await found('kernel & !panic')).toEqual(ids(kernelPanic));
    expect(await found("kern:* | backup')")).toEqual([]);
    expect(await found('(kernel)')).toEqual(ids(transport, kernelPanic));
    // Words English leaves out (the, of, after) need not be found, and alone find nothing.
    expect(await found('the kernel')).toEqual(ids(transport, kernelPanic));
    expect(await found('the')).toEqual([]);
  });

  it('the last word is a prefix, the words before it whole: "kernel pan" finds, "kern panic" does not', async () => {
    expect(await found('kernel pan')).toEqual(ids(kernelPanic));
    expect(await found('kern panic')).toEqual([]);
  });

  it('200 characters are searched; 201 are a 400', async () => {
    expect(await found('kernel '.repeat(29).slice(0, 200))).toEqual(ids(transport, kernelPanic));
    expect(await found('x'.repeat(200))).toEqual([]);
    const response = await kit.send('GET', `/api/SupportRequests?search=${'x'.repeat(201)}`, kit.admin);
    expectError(response, 400, 'search must be at most 200 characters', { path: 'search' });
  });

  it('letters beyond ASCII are words too', async () => {
    expect(await found('naïve über 東京')).toEqual([]);
  });

  it('a blank search is no search', async () => {
    expect((await searched('   ')).total).toBe(6);
  });
});
