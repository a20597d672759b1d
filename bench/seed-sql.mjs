// The statements of the big seed (bench/seed.mjs runs them in order, in one transaction): people,
// then every ticket computed once into a temporary table, then the tables filled from it in one
// statement each, so the counter triggers (migrations 0011, 0015) run once per table and stay right.
//
// The spread, for N tickets: customers N/50 (at least 200), consultants N/500 (at least 20);
// created_at over at least five years (more when a month would pass 99,999 numbers), newest three
// times as dense as oldest; statuses by age (old ones mostly Paid or Closed, the last 45 days
// mostly open); hours and an amount on worked ones; a captured payment (order + payment) on Paid
// ones, a refunded one on a few Closed; one history entry for every ticket that left New; booked
// slots only on the tickets of the signed-in customer and consultant (customer 0, consultant 0).
// Ticket g = 0 is the newest. Pseudo-random choices hash g (Knuth's multiplicative hash), so a
// seed of the same N is the same every time.

/** Words of the descriptions: the first ones common, the last ones rare (see RARE_WORD). */
const TOPICS = [
  'Transport',
  'Kernel',
  'HANA',
  'Upgrade',
  'Performance',
  'Backup',
  'RFC',
  'Client copy',
  'STMS',
  'Background job',
  'Spool',
  'SPAM',
  'Certificate',
  'Archiving',
];
const PROBLEMS = [
  'import fails with RC 8',
  'stuck in the queue',
  'ends in a short dump',
  'is very slow',
  'leaves lock entries behind',
  'fails after the support package',
  'needs a review',
  'times out',
  'raises memory alerts',
  'fails on authorisation',
];
const DETAILS = [
  'please analyse the logs',
  'urgent before go-live',
  'seen since the weekend',
  'SM21 shows errors',
  'ST22 has dumps',
  'DBACOCKPIT alerts',
  'after the kernel patch',
  'during month-end close',
  'in the nightly batch',
  'SUM phase MAIN_SHDRUN',
];
/** In about one description in a thousand (the sweep's 1 in 1,000). */
export const RARE_WORD = 'saprouter';
/**
 * The search sweep's words: each in one description in `every`, independently of the others and of
 * the vocabulary above (its own hash), so a search is measured at every word frequency. None is a
 * prefix of another word of the seed; ABSENT_WORD is in none.
 */
export const SWEEP_WORDS = [
  { every: 2, word: 'netweaver', salt: 11 },
  { every: 4, word: 'abap', salt: 12 },
  { every: 10, word: 'oracle', salt: 13 },
  { every: 30, word: 'gateway', salt: 14 },
  { every: 100, word: 'solman', salt: 15 },
  { every: 10_000, word: 'webdispatcher', salt: 16 },
];
export const ABSENT_WORD = 'mainframe';

const FIRST_NAMES = (
  'Aarav Priya Rahul Ananya Vikram Meera Arjun Kavya Rohan Isha Sanjay Neha Karthik Divya Amit ' +
  'Pooja Suresh Lakshmi Nikhil Sneha Thomas Anna Lukas Sofia James Emma Daniel Olivia Marco Julia'
).split(' ');
const LAST_NAMES = (
  'Sharma Iyer Patel Reddy Nair Gupta Menon Rao Kulkarni Das Singh Joshi Pillai Banerjee Chopra ' +
  'Mehta Verma Bose Krishnan Shah Muller Schmidt Rossi Smith Brown Weber Fischer Jansen Novak Silva'
).split(' ');

/** Every seeded person signs in with it (bench only: the database is local and thrown away). */
export const SEED_PASSWORD = 'bench-seed-password';

export const SEED_EMAIL = {
  customer: (n) => `seed-customer-${n}@bench.example.com`,
  consultant: (n) => `seed-consultant-${n}@bench.example.com`,
};

/** The sizes and the time span of a seed of `tickets` tickets. */
export function seedShape(tickets) {
  // The newest month holds about twice the average: keep it under 99,999 numbers with room.
  const months = Math.max(60, Math.ceil((tickets * 2) / 90_000));
  return {
    tickets,
    customers: Math.max(200, Math.round(tickets / 50)),
    consultants: Math.max(20, Math.round(tickets / 500)),
    spanDays: Math.round(months * 30.44),
  };
}

const textArray = (values) =>
  `(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}])`;
/** A pseudo-random number in [0, 1) from an integer expression and a salt. */
const hash = (expression, salt) =>
  `((((${expression})::bigint + ${salt}) * 2654435761) % 4294967296) / 4294967296.0`;
/** An element of a text array, skewed toward its first ones when `skew` > 1. */
const pick = (values, u, skew = 1) =>
  `(${textArray(values)})[1 + floor(${values.length} * power(${u}, ${skew}))::int]`;

/** The sweep words a ticket's description names (SWEEP_WORDS), as concat_ws arguments. */
const sweepTags = (g) =>
  SWEEP_WORDS.map(
    ({ every, word, salt }) => `case when ${independentHash(g, salt)} * ${every} < 1 then '${word}' end`,
  ).join(', ');
/**
 * A pseudo-random number in [0, 1) that, unlike hash(), is independent across salts: hash()'s values
 * for two salts differ by a constant (mod 1), so words drawn from two of them would never meet.
 */
const independentHash = (expression, salt) =>
  `((hashint8((${expression})::bigint * 64 + ${salt}) & 2147483647) / 2147483648.0)`;

/** :tickets tickets, :customers customers, :consultants consultants, :spanDays span in days, :passwordHash the people's password hash. */
export const SEED_STATEMENTS = [
  `insert into users (email, password_hash, first_name, last_name, role, status, email_verified_at, created_at, updated_at)
   select 'seed-customer-' || n || '@bench.example.com', :passwordHash, ${textArray(FIRST_NAMES)}[1 + n % ${FIRST_NAMES.length}],
          ${textArray(LAST_NAMES)}[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}], 'Customer', 'Active', now(),
          now() - :spanDays::int * interval '1 day' * (n::float8 / :customers::int), now()
   from generate_series(0, :customers::int - 1) n`,
  `insert into users (email, password_hash, first_name, last_name, role, status, email_verified_at, hourly_rate_paise,
     created_at, updated_at)
   select 'seed-consultant-' || n || '@bench.example.com', :passwordHash, ${textArray(FIRST_NAMES)}[1 + (n + 7) % ${FIRST_NAMES.length}],
          ${textArray(LAST_NAMES)}[1 + (n / 3) % ${LAST_NAMES.length}], 'Consultant', 'Active', now(),
          120000 + (n % 20) * 10000, now() - :spanDays::int * interval '1 day' * (n::float8 / :consultants::int), now()
   from generate_series(0, :consultants::int - 1) n`,
  // Statistics of what was just written, or the planner guesses: a nested loop of 1M × people.
  'analyze users',
  // Every ticket once, with all it needs; dropped at commit.
  `create temporary table seed_tickets on commit drop as
   with combos as (
     select row_number() over (order by t.short_code, c.short_code, s.short_code) - 1 as n,
            t.id as type_id, c.id as category_id, s.id as sub_option_id,
            rpad(left(upper(t.short_code), 2), 2, '0') || rpad(left(upper(c.short_code), 2), 2, '0')
              || rpad(left(upper(s.short_code), 2), 2, '0') as codes
     from support_types t
     join support_categories c on c.support_type_id = t.id
     join support_sub_options s on s.support_type_id = t.id and not s.requires_sr_identifier
   ),
   customers as (
     select (substring(email from 'seed-customer-([0-9]+)@'))::int as n, id from users
     where email like 'seed-customer-%@bench.example.com'
   ),
   consultants as (
     select (substring(email from 'seed-consultant-([0-9]+)@'))::int as n, id, hourly_rate_paise, first_name, last_name
     from users where email like 'seed-consultant-%@bench.example.com'
   ),
   spread as (
     select g, g::float8 / :tickets::int as x,
            ${hash('g', 1)} as u1, ${hash('g', 2)} as u2, ${hash('g', 3)} as u3, ${hash('g', 4)} as u4, ${hash('g', 5)} as u5
     from generate_series(0, :tickets::int - 1) g
   ),
   dated as (
     select s.*, date_trunc('second', now() - interval '1 hour' - :spanDays::int * interval '1 day' * (0.5 * x + 0.5 * x * x))
              as created_at
     from spread s
   ),
   placed as (
     select d.*, (d.g + d.g / :customers::int) % :customers::int as customer_n, d.g % :consultants::int as consultant_n,
            (d.g / 3) % (select count(*) from combos) as combo_n,
            case when d.created_at > now() - interval '45 days' then
              case when u1 < 0.18 then 'New' when u1 < 0.40 then 'InProgress' when u1 < 0.50 then 'PendingCustomerAction'
                   when u1 < 0.55 then 'Escalate' when u1 < 0.58 then 'ReOpened' when u1 < 0.68 then 'Completed'
                   when u1 < 0.78 then 'Closed' when u1 < 0.80 then 'TopicClosed' else 'Paid' end
            else
              case when u1 < 0.78 then 'Paid' when u1 < 0.86 then 'Closed' when u1 < 0.90 then 'TopicClosed'
                   when u1 < 0.93 then 'Completed' when u1 < 0.94 then 'ReOpened' when u1 < 0.95 then 'Escalate'
                   when u1 < 0.96 then 'PendingCustomerAction' when u1 < 0.98 then 'InProgress' else 'New' end
            end as status
     from dated d
   )
   select gen_random_uuid() as id, p.g, p.created_at, p.status,
          case when p.status = 'Paid' then 'Paid'
               when p.status = 'Closed' and p.u3 < 0.05 then 'Refunded'
               when p.status in ('Closed', 'TopicClosed') and p.u3 < 0.15 then 'Failed'
               else 'Pending' end::payment_status as payment_status,
          cu.id as customer_id, co.id as consultant_id, co.first_name || ' ' || co.last_name as consultant_name,
          co.hourly_rate_paise, cb.type_id, cb.category_id, cb.sub_option_id,
          (array['Low', 'Medium', 'High', 'VeryHigh'])[1 + floor(p.u2 * 4)::int]::ticket_priority as priority,
          cb.codes || floor(p.u2 * 4)::int::text || to_char(p.created_at at time zone 'UTC', 'MMYY')
            || lpad((row_number() over (partition by to_char(p.created_at at time zone 'UTC', 'YYYY-MM')
                 order by p.created_at, p.g desc))::text, 5, '0') as order_number,
          to_char(p.created_at at time zone 'UTC', 'YYYY-MM') as period,
          ${pick(TOPICS, 'p.u4', 2)} || ' ' || ${pick(PROBLEMS, 'p.u5', 1.5)} || ' on ' || (array['PRD', 'QAS', 'DEV', 'SBX'])[1 + p.g % 4]
            || ' client ' || (100 + p.g % 3 * 100) || ': ' || ${pick(DETAILS, 'p.u3')}
            || case when p.u5 * 1000 % 1 < 0.001 then ' (via ${RARE_WORD})' else '' end || '.'
            || coalesce(' Stack: ' || nullif(concat_ws(' ', ${sweepTags('p.g')}), '') || '.', '') as description,
          case when p.status in ('Completed', 'Closed', 'TopicClosed', 'Paid') then 0.5 + floor(p.u3 * 31) * 0.25 end as hours_worked,
          least(p.created_at + (1 + floor(p.u2 * 72)) * interval '1 hour', now()) as changed_at,
          case when p.customer_n = 0 or p.consultant_n = 0 then date_trunc('hour', p.created_at) + interval '1 day' end as slot_start
   from placed p
   join combos cb on cb.n = p.combo_n
   join customers cu on cu.n = p.customer_n
   join consultants co on co.n = p.consultant_n`,
  'analyze seed_tickets',
  // A ticket's title: its description up to the first colon ("<topic> <problem> on PRD client 100").
  `insert into tickets (id, order_number, customer_id, consultant_id, support_type_id, support_category_id,
     support_sub_option_id, priority, title, description, status, payment_status, hourly_rate_paise, booked_minutes,
     hours_worked, amount_paise, created_at, updated_at)
   select id, order_number, customer_id, consultant_id, type_id, category_id, sub_option_id, priority,
          left(split_part(description, ':', 1), 120), description, status, payment_status, hourly_rate_paise, 30, hours_worked, round(hourly_rate_paise * hours_worked),
          created_at, case when status = 'New' then created_at else changed_at end
   from seed_tickets`,
  `insert into ticket_status_history (ticket_id, from_status, to_status, changed_by_user_id, changed_by_name, changed_at)
   select id, 'New', status, consultant_id, consultant_name, changed_at from seed_tickets where status <> 'New'`,
  `insert into payment_orders (id, ticket_id, provider, provider_order_id, amount_paise, status, created_by_user_id,
     created_at, updated_at)
   select gen_random_uuid(), id, 'sandbox', 'order_seed_' || g, round(hourly_rate_paise * hours_worked), 'paid',
          customer_id, changed_at, changed_at
   from seed_tickets where payment_status in ('Paid', 'Refunded')`,
  'analyze payment_orders',
  `insert into payments (payment_order_id, ticket_id, provider_payment_id, status, amount_paise, captured_at,
     provider_refund_id, refund_status, refund_reason, refund_requested_at, refunded_at, created_at, updated_at)
   select o.id, t.id, 'pay_seed_' || t.g, case when t.payment_status = 'Refunded' then 'refunded' else 'captured' end::payment_state,
          o.amount_paise, t.changed_at,
          case when t.payment_status = 'Refunded' then 'rfnd_seed_' || t.g end,
          case when t.payment_status = 'Refunded' then 'processed' end::refund_state,
          case when t.payment_status = 'Refunded' then 'Duplicate payment' end,
          case when t.payment_status = 'Refunded' then t.changed_at end,
          case when t.payment_status = 'Refunded' then t.changed_at end,
          t.changed_at, t.changed_at
   from seed_tickets t join payment_orders o on o.ticket_id = t.id
   where t.payment_status in ('Paid', 'Refunded')`,
  `insert into availability_slots (consultant_id, slot_start, slot_end, ticket_id, created_at)
   select consultant_id, slot_start, slot_start + interval '30 minutes', id, created_at
   from seed_tickets where slot_start is not null`,
  `insert into ticket_number_counters (period, last_value)
   select period, count(*) from seed_tickets group by period
   on conflict (period) do update set last_value = ticket_number_counters.last_value + excluded.last_value`,
];

/** Each counter against a count(*) of what it counts: every row returned is a mismatch. */
export const COUNTER_CHECKS = [
  `select 'ticket_counts ' || coalesce(c.owner_id, k.owner_id) || ' ' || coalesce(c.status, k.status)
          || ' ' || coalesce(c.payment_status, k.payment_status) as mismatch
   from (select owner_id, status, payment_status, sum(tickets) as tickets from ticket_counts group by 1, 2, 3) c
   full join (
     select owner_id, status, payment_status, count(*) as tickets from tickets
     cross join lateral (values (customer_id), (consultant_id), ('00000000-0000-0000-0000-000000000000'::uuid)) o (owner_id)
     group by 1, 2, 3
   ) k using (owner_id, status, payment_status)
   where coalesce(c.tickets, 0) <> coalesce(k.tickets, 0)`,
  `select 'ticket_month_counts ' || coalesce(c.month, k.month) as mismatch
   from (select month, sum(tickets) as tickets from ticket_month_counts group by 1) c
   full join (select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as tickets from tickets group by 1) k
     using (month)
   where coalesce(c.tickets, 0) <> coalesce(k.tickets, 0)`,
  `select 'ticket_day_counts ' || coalesce(c.day, k.day) || ' ' || coalesce(c.status, k.status)
          || ' ' || coalesce(c.payment_status, k.payment_status) as mismatch
   from (select day, status, payment_status, sum(tickets) as tickets from ticket_day_counts group by 1, 2, 3) c
   full join (
     select (created_at at time zone 'UTC')::date as day, status, payment_status, count(*) as tickets
     from tickets group by 1, 2, 3
   ) k using (day, status, payment_status)
   where coalesce(c.tickets, 0) <> coalesce(k.tickets, 0)`,
  `select 'payment_totals ' || coalesce(c.status, k.status) as mismatch
   from (select status, sum(payments) as payments from payment_totals group by 1) c
   full join (select status::text as status, count(*) as payments from payments group by 1) k using (status)
   where coalesce(c.payments, 0) <> coalesce(k.payments, 0)`,
  `select 'ticket_number_counters ' || coalesce(c.period, k.period) as mismatch
   from ticket_number_counters c
   full join (select to_char(created_at at time zone 'UTC', 'YYYY-MM') as period, max(right(order_number, 5)::int) as last
              from tickets group by 1) k using (period)
   where coalesce(c.last_value, 0) <> coalesce(k.last, 0)`,
];
