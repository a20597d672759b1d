import { eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './client';
import { withCompiledRows } from './compiled-rows';

const samples = pgTable('samples', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note'),
  count: integer('count'),
  amount: numeric('amount', { precision: 10, scale: 2 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

const client = await createPglite();
const db = drizzle(client);

beforeAll(async () => {
  await db.execute(sql`create table samples (id uuid primary key, name text not null, note text,
    count integer, amount numeric(10, 2), created_at timestamptz not null, closed_at timestamptz)`);
  await db.insert(samples).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ada "Lovelace"',
      note: 'first',
      count: 3,
      amount: '12.50',
      createdAt: new Date('2026-11-25T10:00:00.123Z'),
      closedAt: new Date('2026-11-26T08:30:00Z'),
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Grace',
      note: null,
      count: null,
      amount: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      closedAt: null,
    },
  ]);
});
afterAll(() => client.close());

/** A flat selection with each kind of field a hot statement reads: columns, an SQL value, JSON. */
const select = () =>
  db
    .select({
      id: samples.id,
      name: samples.name,
      note: samples.note,
      count: samples.count,
      amount: samples.amount,
      createdAt: samples.createdAt,
      closedAt: samples.closedAt,
      doubled: sql<number>`${samples.count} * 2`.mapWith(Number),
      tags: sql<string[]>`json_build_array(${samples.name}, ${samples.note})`,
    })
    .from(samples)
    .orderBy(samples.id);

describe('withCompiledRows', () => {
  it("maps every row to the very object Drizzle's own mapper makes: values, nulls, dates and decoders", async () => {
    const expected = await select().prepare('samples_plain').execute();
    const prepared = withCompiledRows(select().prepare('samples_compiled'));
    const compiled = await prepared.execute();

    // The rows came through the written mapper, not Drizzle's.
    expect(Reflect.get(prepared, 'customResultMapper')).toBeTypeOf('function');

    expect(compiled).toEqual(expected);
    expect(compiled[0]?.createdAt).toEqual(new Date('2026-11-25T10:00:00.123Z'));
    expect(compiled[0]?.doubled).toBe(6);
    expect(compiled[0]?.amount).toBe('12.50');
    expect(compiled[1]).toMatchObject({ note: null, count: null, closedAt: null, doubled: null });
    expect(Object.keys(compiled[0] ?? {})).toEqual(Object.keys(expected[0] ?? {}));
  });

  it("leaves a selection with nested objects to Drizzle's own mapper", async () => {
    const nested = db
      .select({ id: samples.id, other: { id: sql<string>`null::uuid`, name: samples.name } })
      .from(samples)
      .where(eq(samples.name, 'Grace'))
      .prepare('samples_nested');
    const plain = await nested.execute();

    expect(Reflect.get(withCompiledRows(nested), 'customResultMapper')).toBeUndefined();
    expect(await nested.execute()).toEqual(plain);
    expect(plain[0]?.other).toEqual({ id: null, name: 'Grace' });
  });
});
