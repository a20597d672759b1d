import { TICKET_COUNT_CAP, type Ticket, ticketPageSchema } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

const NOW = '2031-05-12T08:10:00.000Z';
/** Tickets written straight into the table: a tenth are deleted, and the rest still pass the cap. */
const BULK = Math.round(TICKET_COUNT_CAP * 1.2);

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;
let anita: TestUser;
let booked: Ticket[];

/** Every counter row the tickets table implies, counted the slow way; zero rows left out. */
async function recounted() {
  const result = (await kit.database.db.execute(sql`
    select side, owner_id, status, payment_status, count(*)::int as tickets,
      sum(ticket_payable_paise(amount_paise, hourly_rate_paise, booked_minutes))::text as payable
    from tickets cross join lateral (values ('customer', customer_id), ('consultant', consultant_id),
      ('all', '00000000-0000-0000-0000-000000000000'::uuid)) as owner (side, owner_id)
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`)) as { rows: unknown[] };
  return result.rows;
}

async function kept() {
  const result = (await kit.database.db.execute(sql`
    select side, owner_id, status, payment_status, sum(tickets)::int as tickets, sum(payable_paise)::text as payable
    from ticket_counts group by 1, 2, 3, 4 having sum(tickets) <> 0 order by 1, 2, 3, 4`)) as {
    rows: unknown[];
  };
  return result.rows;
}

async function monthsKept() {
  const result = (await kit.database.db.execute(sql`
    select month, sum(tickets)::int as tickets from ticket_month_counts group by 1 having sum(tickets) <> 0 order by 1`)) as {
    rows: unknown[];
  };
  return result.rows;
}

async function monthsRecounted() {
  const result = (await kit.database.db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as tickets
    from tickets group by 1 order by 1`)) as { rows: unknown[] };
  return result.rows;
}

/** ticket_day_counts, and what the tickets say it should hold. */
async function daysKept() {
  const result = (await kit.database.db.execute(sql`
    select day::text as day, status, payment_status, sum(tickets)::int as tickets from ticket_day_counts
    group by 1, 2, 3 having sum(tickets) <> 0 order by 1, 2, 3`)) as { rows: unknown[] };
  return result.rows;
}

async function daysRecounted() {
  const result = (await kit.database.db.execute(sql`
    select (created_at at time zone 'UTC')::date::text as day, status, payment_status, count(*)::int as tickets
    from tickets group by 1, 2, 3 order by 1, 2, 3`)) as { rows: unknown[] };
  return result.rows;
}

async function pageOf(caller: TestUser, query: string, list = '/api/SupportRequests') {
  return expectBody(await kit.send('GET', `${list}?${query}`, caller), 200, ticketPageSchema);
}

beforeAll(async () => {
  meera = await kit.newCustomer();
  const taxonomy = await kit.newTaxonomy({ typeName: 'SAP BASIS' });
  ravi = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  anita = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  booked = [];
  for (let index = 0; index < 3; index++) booked.push(await kit.book(meera, ravi, taxonomy));
  const [working, paid] = booked as [Ticket, Ticket, Ticket];
  await kit.moveTo(ravi, working.id, 'InProgress');
  await kit.moveTo(ravi, paid.id, 'Closed', { hoursWorked: 2 });
  await kit.moveTo(kit.admin, paid.id, 'Paid');
});

describe('ticket counters', () => {
  it('follow bookings and status changes made through the API', async () => {
    expect(await kept()).toEqual(await recounted());
    expect(await monthsKept()).toEqual(await monthsRecounted());
    expect(await daysKept()).toEqual(await daysRecounted());
  });

  it('follow bulk writes straight into the table: insert, update, delete', async () => {
    const { db } = kit.database;
    // Copies of a booked ticket, numbered apart from the API's, a minute apart going back.
    await db.execute(sql`
      insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
        priority, title, description, hourly_rate_paise, booked_minutes, created_at, updated_at)
      select 'ZZZZZZ0' || lpad(n::text, 9, '0'), customer_id, ${anita.id}::uuid, support_type_id,
        support_category_id, priority, 'Bulk ticket ' || n, 'Bulk ticket ' || n, hourly_rate_paise, booked_minutes,
        created_at - n * interval '1 minute', created_at - n * interval '1 minute'
      from tickets, generate_series(1, ${BULK}::int) n where id = ${booked[0]?.id}::uuid`);
    expect(await kept()).toEqual(await recounted());

    await db.execute(sql`
      update tickets set status = 'Closed', hours_worked = 1, amount_paise = hourly_rate_paise
      where order_number like 'ZZZZZZ%' and right(order_number, 2) in ('00', '01')`);
    await db.execute(
      sql`update tickets set description = description || '.' where order_number like 'ZZZZZZ%'`,
    );
    await db.execute(
      sql`delete from tickets where order_number like 'ZZZZZZ%' and right(order_number, 1) = '7'`,
    );
    expect(await kept()).toEqual(await recounted());
    expect(await monthsKept()).toEqual(await monthsRecounted());
    expect(await daysKept()).toEqual(await daysRecounted());
  }, 120_000);
});

/** How many tickets match, counted the slow way: what a total must say. */
async function countWhere(condition: ReturnType<typeof sql>) {
  const result = (await kit.database.db.execute(
    sql`select count(*)::int as n from tickets where ${condition}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

describe('list totals', () => {
  it('are exact from the counters for the scope, status, payment status and consultant, at any size', async () => {
    const all = await pageOf(kit.admin, 'page=1&pageSize=20');
    expect(all).toMatchObject({ total: await countWhere(sql`true`), isTotalCapped: false });
    expect(all.total).toBeGreaterThan(TICKET_COUNT_CAP);
    expect(all.items).toHaveLength(20);
    expect(await pageOf(kit.admin, 'status=New')).toMatchObject({
      total: await countWhere(sql`status = 'New'`),
      isTotalCapped: false,
    });
    expect(await pageOf(kit.admin, `consultantId=${anita.id}`)).toMatchObject({
      total: await countWhere(sql`consultant_id = ${anita.id}::uuid`),
      isTotalCapped: false,
    });
    expect(await pageOf(kit.admin, `consultantId=${ravi.id}&status=Paid`)).toMatchObject({ total: 1 });
    expect(await pageOf(kit.admin, 'paymentStatus=Paid')).toMatchObject({ total: 1, isTotalCapped: false });
    expect(await pageOf(kit.admin, 'status=Closed&paymentStatus=Pending')).toMatchObject({
      total: await countWhere(sql`status = 'Closed' and payment_status = 'Pending'`),
    });
    // The consultant's Closed holds their Paid (spec §4), in the total too.
    expect(await pageOf(ravi, 'status=Closed', '/api/SupportRequests/recent/consultant')).toMatchObject({
      total: 1,
      isTotalCapped: false,
    });
    expect(await pageOf(ravi, '', '/api/SupportRequests/recent/consultant')).toMatchObject({ total: 3 });
    expect(await pageOf(meera, '', '/api/SupportRequests/recent/user')).toMatchObject({
      total: await countWhere(sql`customer_id = ${meera.id}::uuid`),
      isTotalCapped: false,
    });
  });

  it('are exact for a date range over every ticket: whole days from the day counters, the first day counted', async () => {
    const since = (days: number) => new Date(Date.parse(NOW) - days * 24 * 60 * 60 * 1000).toISOString();
    const month = await pageOf(kit.admin, 'date=month&page=2&pageSize=20');
    expect(month).toMatchObject({
      total: await countWhere(sql`created_at >= ${since(30)}::timestamptz`),
      isTotalCapped: false,
      page: 2,
    });
    expect(month.total).toBeGreaterThan(TICKET_COUNT_CAP);
    expect(month.items).toHaveLength(20);
    expect(await pageOf(kit.admin, 'date=week&status=Closed')).toMatchObject({
      total: await countWhere(sql`created_at >= ${since(7)}::timestamptz and status = 'Closed'`),
      isTotalCapped: false,
    });
    expect(await pageOf(kit.admin, 'date=quarter&status=Closed&paymentStatus=Pending')).toMatchObject({
      total: await countWhere(
        sql`created_at >= ${since(90)}::timestamptz and status = 'Closed' and payment_status = 'Pending'`,
      ),
    });
    // Today from the viewer's midnight: east of UTC it began the day before (a partial UTC day and
    // a whole one), west of UTC it began during this UTC day (no whole day at all).
    expect(await pageOf(kit.admin, 'date=today&timeZone=Asia/Kolkata')).toMatchObject({
      total: await countWhere(sql`created_at >= '2031-05-11T18:30:00Z'::timestamptz`),
      isTotalCapped: false,
    });
    expect(await pageOf(kit.admin, 'date=today&timeZone=America/Los_Angeles&status=New')).toMatchObject({
      total: await countWhere(sql`created_at >= '2031-05-12T07:00:00Z'::timestamptz and status = 'New'`),
    });
  });

  it(`stop counting one person's date range past ${TICKET_COUNT_CAP}: the total reads "${TICKET_COUNT_CAP}+"`, async () => {
    const list = '/api/SupportRequests/recent/consultant';
    const capped = await pageOf(anita, 'date=month&page=2&pageSize=20', list);
    expect(capped).toMatchObject({ total: TICKET_COUNT_CAP, isTotalCapped: true, page: 2 });
    expect(capped.items).toHaveLength(20);
    // A page past the cap is still served: the matches go on.
    const beyond = await pageOf(anita, `date=month&page=${TICKET_COUNT_CAP / 20 + 2}&pageSize=20`, list);
    expect(beyond.items).toHaveLength(20);
    const narrow = await pageOf(anita, 'date=today&timeZone=UTC', list);
    expect(narrow).toMatchObject({
      total: await countWhere(
        sql`consultant_id = ${anita.id}::uuid and created_at >= '2031-05-12T00:00:00Z'::timestamptz`,
      ),
      isTotalCapped: false,
    });
  });

  it('answer an empty page past the end without looking for it', async () => {
    const past = await pageOf(kit.admin, `consultantId=${ravi.id}&page=5&pageSize=20`);
    expect(past).toMatchObject({ items: [], total: 3, isTotalCapped: false });
  });

  it('feed the status counts and the admin figures', async () => {
    const counts = await kit.send('GET', '/api/Admin/support-requests/stats', kit.admin);
    expect(counts.statusCode).toBe(200);
    const stats = counts.json() as { total: number; byStatus: Array<{ status: string; count: number }> };
    expect(stats.total).toBe(await countWhere(sql`true`));
    expect(stats.byStatus.find((row) => row.status === 'New')?.count).toBe(
      await countWhere(sql`status = 'New'`),
    );
  });
});
