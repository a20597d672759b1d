import type { Role } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client';
import { bulkLoad } from './bulk-load';
import { createTestSession } from './factories';
import type { TokenHolder } from './test-tokens';

const STATUSES = ['New', 'InProgress', 'PendingCustomerAction', 'Escalate', 'Closed', 'TopicClosed', 'Paid'];
const WORDS = ['kernel', 'transport', 'hana', 'upgrade', 'spam', 'stms', 'client', 'copy', 'rfc', 'backup'];

/** A text[] literal of bound values (Drizzle binds a JS array as a list, not as one array). */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Many tickets straight in SQL, spread the way years of use spread them: `customers` customers
 * and `consultants` consultants (new users), created over five years before `now`, every status
 * (paid ones marked Paid), descriptions from a small BASIS vocabulary. Every ticket copies the
 * taxonomy and rate of `template` (a booked ticket). The counters follow (triggers); ANALYZE
 * last, so the planner sees the table as it is.
 */
export async function seedTicketVolume(
  database: Database,
  options: { tickets: number; customers: number; consultants: number; template: string; now: Date },
) {
  const marker = `vol${Date.now().toString(36)}`;
  // A bulk load runs longer than any request may: one transaction on a connection without timeouts.
  await bulkLoad(database, (db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`
    insert into users (email, first_name, last_name, role, status, email_verified_at)
    select ${marker} || '-c' || n || '@example.com', 'Volume', 'Customer ' || n, 'Customer', 'Active', now()
    from generate_series(1, ${options.customers}::int) n`);
      await tx.execute(sql`
    insert into users (email, first_name, last_name, role, status, email_verified_at, hourly_rate_paise)
    select ${marker} || '-k' || n || '@example.com', 'Volume', 'Consultant ' || n, 'Consultant', 'Active', now(), 200000
    from generate_series(1, ${options.consultants}::int) n`);
      await tx.execute(sql`
    with customers as (
      select row_number() over (order by id) - 1 as n, id from users where email like ${`${marker}-c%`}),
    consultants as (
      select row_number() over (order by id) - 1 as n, id from users where email like ${`${marker}-k%`}),
    template as (select * from tickets where id = ${options.template}::uuid)
    insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
      priority, title, description, status, payment_status, hourly_rate_paise, booked_minutes, hours_worked,
      amount_paise, created_at, updated_at)
    select 'VOLUME' || (i % 4)::text || lpad(i::text, 9, '0'), customers.id, consultants.id,
      template.support_type_id, template.support_category_id, template.priority, 'Volume ticket ' || i,
      'Volume ticket ' || i || ': ' || (${textArray(WORDS)})[1 + i % ${WORDS.length}] || ' '
        || (${textArray(WORDS)})[1 + (i / 7) % ${WORDS.length}],
      (${textArray(STATUSES)})[1 + i % ${STATUSES.length}],
      (case when (${textArray(STATUSES)})[1 + i % ${STATUSES.length}] = 'Paid' then 'Paid' else 'Pending' end)::payment_status,
      template.hourly_rate_paise, 60,
      case when (${textArray(STATUSES)})[1 + i % ${STATUSES.length}] in ('Closed', 'TopicClosed', 'Paid') then 1 end,
      case when (${textArray(STATUSES)})[1 + i % ${STATUSES.length}] in ('Closed', 'TopicClosed', 'Paid')
        then template.hourly_rate_paise end,
      ${options.now.toISOString()}::timestamptz - (i * (5 * 365 * 24 * 3600 / ${options.tickets}::float8)) * interval '1 second',
      ${options.now.toISOString()}::timestamptz - (i * (5 * 365 * 24 * 3600 / ${options.tickets}::float8)) * interval '1 second'
    from generate_series(1, ${options.tickets}::int) i
    join customers on customers.n = i % ${options.customers}
    join consultants on consultants.n = (i / 3) % ${options.consultants}
    cross join template`);
    }),
  );
  await bulkLoad(database, (db) => db.execute(sql`analyze`));
}

/** A seeded person of the role, signed-in form: the same one every run (the first "… 7"). */
export async function seededPerson(db: Db, role: Role): Promise<TokenHolder> {
  const result = (await db.execute(sql`
    select id, token_version from users where role = ${role} and last_name like '% 7'
    order by id limit 1`)) as unknown as { rows: Array<{ id: string; token_version: number }> };
  const row = result.rows[0];
  if (!row) throw new Error(`no seeded ${role}`);
  return {
    id: row.id,
    role,
    tokenVersion: row.token_version,
    sessionId: await createTestSession(db, row.id),
  };
}
