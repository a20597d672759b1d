// GET /api/SupportRequests/recent/user: a customer's ticket list, first page (the dashboard and
// My Tickets). 10,000 tickets over nine months, 200 customers and 20 consultants; the signed-in
// customer is one of them, with 50 tickets, each with its booked slot and its history entry.

import {
  createSignedInCustomer,
  customerByEmail,
  STATEMENTS,
  selectRows,
  toSlotOfTicket,
  toTicket,
} from './ticket-statements.mjs';

const TICKETS = 10_000;
const CUSTOMERS = 200;
const CONSULTANTS = 20;
const CUSTOMER_EMAIL = 'bench-page-customer@example.com';
const PREFIX = '/api/SupportRequests/recent/user?';

const signedInCustomer = customerByEmail(CUSTOMER_EMAIL);

/**
 * Tickets straight in SQL. Each consultant's tickets book 30-minute slots 13 hours apart going
 * back from yesterday (no overlap, ~9 months), each created a day before its slot; numbers run per
 * month in creation order, and the counter rows end where the numbers do.
 */
async function seed(db) {
  await db.query(
    `insert into users (email, first_name, last_name, role, status, email_verified_at)
     select 'bench-page-customer-' || n || '@example.com', 'Customer', 'No' || n, 'Customer', 'Active', now()
     from generate_series(1, $1::int - 1) n`,
    [CUSTOMERS],
  );
  await db.query(
    `insert into users (email, first_name, last_name, role, status, email_verified_at, hourly_rate_paise)
     select 'bench-page-consultant-' || n || '@example.com', 'Consultant', 'No' || n, 'Consultant', 'Active', now(),
            120000 + n * 5000
     from generate_series(0, $1::int - 1) n`,
    [CONSULTANTS],
  );
  await db.query(
    `create temporary table bench_page_tickets on commit drop as
     with combos as (
       select row_number() over (order by t.short_code, c.short_code, s.short_code) - 1 as n,
              t.id as type_id, c.id as category_id, s.id as sub_option_id,
              rpad(left(t.short_code, 2), 2, '0') || rpad(left(c.short_code, 2), 2, '0')
                || rpad(left(s.short_code, 2), 2, '0') as codes
       from support_types t
       join support_categories c on c.support_type_id = t.id
       join support_sub_options s on s.support_type_id = t.id and not s.requires_sr_identifier
     ),
     customers as (
       select row_number() over (order by email) - 1 as n, id from users
       where email like 'bench-page-customer%'
     ),
     consultants as (
       select row_number() over (order by email) - 1 as n, id, hourly_rate_paise from users
       where email like 'bench-page-consultant-%'
     ),
     spread as (
       select g, g % $2::int as customer_n, (g + g / $2::int) % $3::int as consultant_n,
              g % (select count(*) from combos) as combo_n
       from generate_series(0, $1::int - 1) g
     ),
     placed as (
       select s.*, date_trunc('hour', now()) - interval '1 day'
                   - (row_number() over (partition by consultant_n order by g) - 1) * interval '13 hours' as slot_start
       from spread s
     ),
     dated as (
       select p.*, p.slot_start - interval '1 day' - (g % 97) * interval '1 minute' as created_at from placed p
     )
     select gen_random_uuid() as id, d.g, d.slot_start, d.created_at,
            cu.id as customer_id, co.id as consultant_id, co.hourly_rate_paise,
            cb.type_id, cb.category_id, cb.sub_option_id,
            (array['Low', 'Medium', 'High', 'VeryHigh'])[d.g % 4 + 1]::ticket_priority as priority,
            cb.codes || (d.g % 4)::text || to_char(d.created_at at time zone 'UTC', 'MMYY')
              || lpad((row_number() over (
                   partition by to_char(d.created_at at time zone 'UTC', 'YYYY-MM') order by d.created_at, d.g
                 ))::text, 5, '0') as order_number,
            to_char(d.created_at at time zone 'UTC', 'YYYY-MM') as period,
            (array['New', 'InProgress', 'PendingCustomerAction', 'Completed', 'Closed', 'Paid', 'Paid', 'Paid'])[d.g % 8 + 1]
              as status
     from dated d
     join combos cb on cb.n = d.combo_n
     join customers cu on cu.n = d.customer_n
     join consultants co on co.n = d.consultant_n`,
    [TICKETS, CUSTOMERS, CONSULTANTS],
  );
  await db.query(
    `insert into tickets (id, order_number, customer_id, consultant_id, support_type_id, support_category_id,
       support_sub_option_id, priority, description, status, payment_status, hourly_rate_paise, booked_minutes,
       hours_worked, amount_paise, created_at, updated_at)
     select id, order_number, customer_id, consultant_id, type_id, category_id, sub_option_id, priority,
            'Transport import ' || g || ' fails with RC 8 in the nightly run; please analyse the logs.',
            status, (case when status = 'Paid' then 'Paid' else 'Pending' end)::payment_status,
            hourly_rate_paise, 30,
            case when status in ('Completed', 'Closed', 'Paid') then 1.5 end,
            case when status in ('Completed', 'Closed', 'Paid') then round(hourly_rate_paise * 1.5) end,
            created_at, created_at
     from bench_page_tickets`,
  );
  await db.query(
    `insert into availability_slots (consultant_id, slot_start, slot_end, ticket_id, created_at)
     select consultant_id, slot_start, slot_start + interval '30 minutes', id, created_at from bench_page_tickets`,
  );
  await db.query(
    `insert into ticket_status_history (ticket_id, from_status, to_status, changed_by_user_id, changed_by_name, changed_at)
     select id, null, 'New', customer_id, 'Customer', created_at from bench_page_tickets`,
  );
  await db.query(
    `insert into ticket_number_counters (period, last_value)
     select period, count(*) from bench_page_tickets group by period
     on conflict (period) do update set last_value = ticket_number_counters.last_value + excluded.last_value`,
  );
}

async function seedAndSignIn(context) {
  const { db } = context;
  const customer = await createSignedInCustomer(context, {
    email: CUSTOMER_EMAIL,
    firstName: 'Page',
    lastName: 'Reader',
  });
  // The temporary table lives for the transaction that fills the tables from it.
  await db.query('begin');
  try {
    await seed(db);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await db.query('analyze');
  return customer;
}

let prepared;
/**
 * The 10,000 tickets and their signed-in customer, made once per run: the ticket-counts scenario
 * reads the same tables, whether or not this one ran before it.
 */
export function prepareTicketData(context) {
  prepared ??= seedAndSignIn(context);
  return prepared;
}
export { signedInCustomer };

export default {
  name: 'tickets-page',
  route: 'GET /api/SupportRequests/recent/user',
  connections: 50,
  targets: { ratio: 0.5, p99Ms: 50 },

  async prepare(context) {
    const customer = await prepareTicketData(context);
    return { path: `${PREFIX}page=1&pageSize=20`, headers: customer.headers };
  },

  sameAnswer: (server, bare) =>
    server.total > 0 &&
    server.total === bare.total &&
    server.items.length === bare.items.length &&
    server.items.every(
      (ticket, i) => ticket.id === bare.items[i].id && ticket.slots.length === bare.items[i].slots.length,
    ),

  /** The route's statement: the page with its total and each ticket's booked slots. */
  async answer(url, pool) {
    if (!url.startsWith(PREFIX)) return null;
    const query = new URLSearchParams(url.slice(PREFIX.length));
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    const { id: customerId } = await signedInCustomer(pool);
    // The server's auth guard reads the signed-in person on every request: so does the baseline.
    await selectRows(pool, STATEMENTS.principal, [customerId, 1]);
    const rows = await selectRows(pool, STATEMENTS.listOwnPage, [
      customerId,
      pageSize,
      (page - 1) * pageSize,
    ]);
    const total =
      rows.length > 0 ? rows[0][25] : (await selectRows(pool, STATEMENTS.countOwn, [customerId]))[0][0];
    const now = new Date();
    return {
      items: rows.map((row) => {
        const [id, , , consultantId] = row;
        // The slots arrive as JSON [id, start, end]; the rest of the row is SELECT_TICKETS' columns.
        const slots = row[26].map(([slotId, start, end]) =>
          toSlotOfTicket([slotId, consultantId, new Date(start), new Date(end), id], now),
        );
        return toTicket(row.slice(0, 25), slots);
      }),
      total: Number(total),
      page,
      pageSize,
    };
  },
};
