import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before';
import { createPglite, type Db, MIGRATIONS_FOLDER } from './client';
import * as schema from './schema';

// Migration 0016 on a database that already holds bills (decision 028): an unsettled ticket bills
// the time it still holds, a settled one keeps what it was billed, the counters follow, nobody is
// charged ₹100 for nothing, and the consultants' payment mails are withdrawn. On the embedded
// database: the same SQL runs on PostgreSQL in every test database there.
const BEFORE = '0015_day_counts';

let client: Awaited<ReturnType<typeof createPglite>>;
let db: Db;
let folder: string;

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;

/** A user as the table stood then: the current factories write columns added since. */
async function userBefore0016(role: 'Customer' | 'Consultant'): Promise<{ id: string }> {
  const [row] = await rowsOf<{ id: string }>(sql`
    insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
    values (${`${role.toLowerCase()}@old.test`}, 'x', 'Old', ${role}, ${role}, now())
    returning id`);
  if (!row) throw new Error('no user inserted');
  return row;
}

let pending: string;
let paid: string;
let emptied: string;

beforeAll(async () => {
  client = await createPglite();
  db = drizzle(client, { schema }) as unknown as Db;
  folder = await migrationsBefore(BEFORE);
  await migrate(drizzle(client, { schema }), { migrationsFolder: folder });

  const customer = await userBefore0016('Customer');
  const consultant = await userBefore0016('Consultant');
  const [type] = await db.insert(schema.supportTypes).values({ name: 'Basis', shortCode: 'BA' }).returning();
  const [category] = await db
    .insert(schema.supportCategories)
    .values({ supportTypeId: type?.id ?? '', name: 'Transport', shortCode: 'TR' })
    .returning();
  // ₹2,000 an hour; each booked for an hour, as the old rule counted it.
  const ticket = async (number: string, paymentStatus: string) => {
    const [row] = await rowsOf<{ id: string }>(sql`
      insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
        priority, description, status, payment_status, hourly_rate_paise, booked_minutes)
      values (${number}, ${customer.id}, ${consultant.id}, ${type?.id}, ${category?.id}, 'Medium',
        'Transport route broken', 'Closed', ${paymentStatus}::payment_status, 200000, 60)
      returning id`);
    return row?.id ?? '';
  };
  pending = await ticket('BATR001102500001', 'Pending');
  paid = await ticket('BATR001102500002', 'Paid');
  emptied = await ticket('BATR001102500003', 'Failed');
  // The pending ticket still holds one half hour; the other half was released. The others hold nothing.
  await db.execute(sql`
    insert into availability_slots (consultant_id, slot_start, slot_end, ticket_id)
    values (${consultant.id}, '2030-01-07T09:00Z', '2030-01-07T09:30Z', ${pending})`);
  await db.execute(sql`
    insert into notifications (recipient_id, event, category, dedupe_key, ticket_id, message_id)
    values (${consultant.id}, 'payment.earned', 'payments', 'payment.earned:x', ${paid}, '<earned@app.test>'),
      (${customer.id}, 'payment.received', 'payments', 'payment.received:x', ${paid}, '<received@app.test>')`);

  await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
});

afterAll(async () => {
  await client?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe('migration 0016: what existing tickets bill', () => {
  it('an unsettled ticket bills the time it still holds; a settled one keeps what it was billed', async () => {
    const minutes = await rowsOf<{ id: string; booked_minutes: number }>(
      sql`select id, booked_minutes from tickets`,
    );
    const of = (id: string) => minutes.find((row) => row.id === id)?.booked_minutes;
    expect(of(pending)).toBe(30);
    expect(of(paid)).toBe(60);
    expect(of(emptied)).toBe(0);
  });

  it('the outstanding counters sum the new bills: ₹1,000 pending, nothing (not ₹100) for the emptied one', async () => {
    const counted = await rowsOf<{ payment_status: string; payable: string }>(sql`
      select payment_status, payable_paise::text as payable from ticket_counts
      where side = 'all' and status = 'Closed' order by payment_status`);
    expect(counted).toEqual([
      { payment_status: 'Pending', payable: '100000' },
      { payment_status: 'Paid', payable: '200000' },
      { payment_status: 'Failed', payable: '0' },
    ]);
  });

  it('from now on the slots keep the bill: a slot freed outside the app lowers it', async () => {
    await db.execute(sql`update availability_slots set ticket_id = null where ticket_id = ${pending}`);
    const [row] = await rowsOf<{ booked_minutes: number }>(
      sql`select booked_minutes from tickets where id = ${pending}`,
    );
    expect(row?.booked_minutes).toBe(0);
  });

  it("withdraws the consultants' payment mails and keeps the customers'", async () => {
    const events = await rowsOf<{ event: string }>(sql`select event from notifications order by event`);
    expect(events.map((row) => row.event)).toEqual(['payment.received']);
  });
});
