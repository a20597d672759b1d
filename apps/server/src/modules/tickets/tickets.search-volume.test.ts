// The ticket search over 20,000 tickets (decision 027): a word found in every ticket is counted up
// to the cap and answered "200+", a rare one exactly, also beside a common one, one just past the
// cap with its page from the count alone; and on
// PostgreSQL, the plans of the very statements the repository runs read tickets through indexes
// only, never a sequential scan, and hand the full-text index whole words but the last.
import {
  SEARCH_COUNT_CAP,
  type TicketListQuery,
  ticketListQuerySchema,
  ticketPageSchema,
} from '@basisdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { bulkLoad } from '../../../test/bulk-load';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { planOf } from '../../../test/query-plans';
import { isPostgres } from '../../../test/test-app';
import type { DbExecutor } from '../../db/client';
import { searchTickets } from './search';
import { listConditions, type TicketScope } from './ticket-filters';

const NOW = '2031-05-12T08:10:00.000Z';
const TICKETS = 20_000;
/** Every 1,000th ticket's description also says "kernel panic"; every one says "transport". */
const RARE_EVERY = 1_000;
/** Every 125th ticket is the signed-in customer's: 160, under the search's count cap. */
const OWN_EVERY = 125;
/** Every 80th ticket's description also says "enqueue dump": 250, past the cap but few. */
const FEW_EVERY = 80;

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let taxonomy: Taxonomy;

/** The number of the g-th seeded ticket: 16 characters, like a real one, unique per g. */
const numberOf = (g: number) => `BSRU00${g % 4}0531${String(g).padStart(5, '0')}`;

/**
 * 20,000 tickets in one statement (the shape of the bench's seeding): one minute apart going back
 * from NOW, among 100 customers named "Customer No<n>" and 10 consultants, Meera owning every 125th.
 */
async function seedTickets() {
  // A bulk load, on a connection without the app's timeouts (test/bulk-load.ts).
  await bulkLoad(kit.database, async (db) => {
    await db.execute(sql`
      insert into users (email, first_name, last_name, role, status, email_verified_at)
      select 'search-volume-' || lower(role) || '-' || n || '@example.com', role, 'No' || n, role::user_role, 'Active', now()
      from (values ('Customer', 99), ('Consultant', 10)) as people (role, total),
           generate_series(1, total) as n`);
    await db.execute(sql`
      with customers as (
        select row_number() over (order by email) - 1 as n, id from users
        where email like 'search-volume-customer-%'
      ),
      consultants as (
        select row_number() over (order by email) - 1 as n, id from users
        where email like 'search-volume-consultant-%'
      )
      insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
        priority, title, description, status, hourly_rate_paise, booked_minutes, created_at, updated_at)
      select 'BSRU00' || (g % 4) || '0531' || lpad(g::text, 5, '0'),
        case when g % ${OWN_EVERY} = 0 then ${meera.id}::uuid else cu.id end, co.id,
        ${taxonomy.typeId}::uuid, ${taxonomy.categoryId}::uuid,
        'Medium', 'Import number ' || g, 'Transport import ' || g || ' fails with RC ' || (g % 13)
          || case when g % ${RARE_EVERY} = 0 then '; kernel panic in the work process' else '' end
          || case when g % ${FEW_EVERY} = 0 then '; enqueue dump written' else '' end,
        (array['New', 'InProgress', 'Closed', 'Paid'])[g % 4 + 1], 150000, 30,
        ${NOW}::timestamptz - g * interval '1 minute', ${NOW}::timestamptz - g * interval '1 minute'
      from generate_series(1, ${TICKETS}::int) g
      join customers cu on cu.n = g % 99
      join consultants co on co.n = g % 10`);
    // As autovacuum leaves a table: statistics taken, and the full-text index's pending list merged.
    await db.execute(sql`vacuum analyze tickets`);
    await db.execute(sql`analyze users`);
  });
}

beforeAll(async () => {
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  taxonomy = await kit.newTaxonomy({ typeName: 'SAP BASIS', categoryName: 'Runtime' });
  await seedTickets();
}, 120_000);

async function searched(search: string, path = 'SupportRequests', caller = kit.admin, query = {}) {
  const params = new URLSearchParams({ search, ...query });
  return expectBody(await kit.send('GET', `/api/${path}?${params}`, caller), 200, ticketPageSchema);
}

describe('ticket search over 20,000 tickets', () => {
  it(`a word in every ticket: the newest page, and the total capped at ${SEARCH_COUNT_CAP} ("${SEARCH_COUNT_CAP}+")`, async () => {
    const page = await searched('transport');
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, isTotalCapped: true, page: 1, pageSize: 20 });
    expect(page.items.map((ticket) => ticket.orderNumber)).toEqual(
      Array.from({ length: 20 }, (_, index) => numberOf(index + 1)),
    );
  });

  it('a rare word: counted exactly', async () => {
    const page = await searched('kernel panic');
    expect(page).toMatchObject({ total: TICKETS / RARE_EVERY, isTotalCapped: false });
    expect(page.items[0]?.orderNumber).toBe(numberOf(RARE_EVERY));
  });

  it('a word in every ticket beside a rare one: counted exactly, newest first', async () => {
    const page = await searched('transport kernel');
    expect(page).toMatchObject({ total: TICKETS / RARE_EVERY, isTotalCapped: false });
    expect(page.items[0]?.orderNumber).toBe(numberOf(RARE_EVERY));
  });

  it("a customer's search counts only their own tickets", async () => {
    const own = await searched('transport', 'SupportRequests/recent/user', meera);
    expect(own).toMatchObject({ total: TICKETS / OWN_EVERY, isTotalCapped: false });
    expect(own.items[0]?.orderNumber).toBe(numberOf(OWN_EVERY));
    const rare = await searched('kernel', 'SupportRequests/recent/user', meera);
    expect(rare.total).toBe(TICKETS / RARE_EVERY);
  });

  it('a number prefix finds the numbers that start so, newest first; a whole number, its ticket', async () => {
    const page = await searched(numberOf(1234).slice(0, 15).toLowerCase());
    // 1230 … 1239 share the sequence's first four digits; 1230, 1234 and 1238 the priority digit too.
    const expected = [1230, 1234, 1238].map(numberOf);
    expect(page.items.map((ticket) => ticket.orderNumber)).toEqual(expected);
    expect((await searched(numberOf(1234))).items.map((ticket) => ticket.orderNumber)).toEqual([
      numberOf(1234),
    ]);
  });
});

/** The scans of `tickets` in the plan of the statement, planned as the search plans it. */
async function scansOfTickets(tx: DbExecutor, statement: SQL): Promise<string[]> {
  return (await planOf(tx, statement))
    .filter((node) => node['Relation Name'] === 'tickets')
    .map((node) => node['Node Type']);
}

it(`words past the cap but few: "${SEARCH_COUNT_CAP}+", and any page of them from the count, in two statements`, async () => {
  const statements: SQL[] = [];
  const found = await searchTickets(
    kit.database.searchReads(),
    'enqueue',
    undefined,
    { page: 3, pageSize: 20 },
    async (statement) => {
      statements.push(statement);
    },
  );
  expect(found).toMatchObject({ total: SEARCH_COUNT_CAP, isTotalCapped: true });
  // The names and the probe, then the count: no third statement gathers the matches again.
  expect(statements).toHaveLength(2);
  const page = await searched('enqueue', 'SupportRequests', kit.admin, { page: '3' });
  expect(page.items.map((ticket) => ticket.orderNumber)).toEqual(
    Array.from({ length: 20 }, (_, index) => numberOf((40 + index + 1) * FEW_EVERY)),
  );
  expect(page.items.map((ticket) => ticket.id)).toEqual(found.ids);
});

it("punctuation alone reads no ticket at all: the names' lookup finds no one, and that is all it sends", async () => {
  const statements: SQL[] = [];
  const found = await searchTickets(
    kit.database.searchReads(),
    "&|!():*<>'",
    undefined,
    { page: 1, pageSize: 20 },
    async (statement) => {
      statements.push(statement);
    },
  );
  expect(found).toEqual({ ids: [], total: 0, isTotalCapped: false });
  expect(statements).toHaveLength(1);
});

describe.skipIf(!isPostgres())('ticket search plans on PostgreSQL (20,000 tickets, analysed)', () => {
  const cases: Array<[string, string, () => TicketScope, Partial<TicketListQuery>]> = [
    ['a word in every ticket', 'transport', () => 'all', {}],
    ['a rare word', 'kernel panic', () => 'all', {}],
    ['a word prefix', 'kern', () => 'all', {}],
    ['a number prefix', numberOf(12345).slice(0, 13).toLowerCase(), () => 'all', {}],
    ['a broad number prefix', 'bsru001', () => 'all', {}],
    ['a whole number', numberOf(4321), () => 'all', {}],
    ['a name', 'customer no12', () => 'all', {}],
    ["a category's name", 'runtime', () => 'all', {}],
    ["a customer's own, a common word", 'transport', () => ({ customerId: meera.id }), {}],
    ['with a status and a deep page', 'transport', () => 'all', { status: 'Closed', page: 40 }],
  ];

  it.each(cases)('%s: tickets read through indexes only', async (_name, search, scope, extra) => {
    const query = ticketListQuerySchema.parse({ search, ...extra });
    const viewer = { id: meera.id, role: scope() === 'all' ? ('Admin' as const) : ('Customer' as const) };
    const filters = listConditions(query, { scope: scope(), viewer, now: new Date(NOW) });
    const scans: string[] = [];
    const found = await searchTickets(
      kit.database.searchReads(),
      search,
      filters,
      query,
      async (statement, executor) => {
        scans.push(...(await scansOfTickets(executor, statement)));
      },
    );
    expect(found.ids.length).toBeGreaterThan(0);
    expect(scans.length).toBeGreaterThan(0);
    expect(scans).not.toContain('Seq Scan');
  });

  it('two words: the index is given the first whole and the last as a prefix', async () => {
    const query = ticketListQuerySchema.parse({ search: 'transport kernel' });
    const filters = listConditions(query, {
      scope: 'all',
      viewer: { id: meera.id, role: 'Admin' },
      now: new Date(NOW),
    });
    const indexConditions: string[] = [];
    await searchTickets(
      kit.database.searchReads(),
      'transport kernel',
      filters,
      query,
      async (statement, executor) => {
        for (const node of await planOf(executor, statement)) {
          if (node['Index Name'] === 'tickets_search_document_idx')
            indexConditions.push(String(node['Index Cond']));
        }
      },
    );
    expect(indexConditions.length).toBeGreaterThan(0);
    // A whole word is one posting list, intersected by skipping; a prefix gathers all it begins.
    for (const condition of indexConditions) expect(condition).toContain("'''transport'' & ''kernel'':*'");
  });
});
