import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './client';
import { drizzleOnStatements } from './pglite-drizzle';
import { PREPARED_STATEMENTS_KEPT, withPreparedStatements } from './pglite-statements';

let pglite: PGlite;
let client: ReturnType<typeof withPreparedStatements>;

beforeAll(async () => {
  pglite = await createPglite();
  await pglite.exec(`
    create table people (id int primary key, name text not null, born timestamptz, tags text[], extra jsonb);
    insert into people values
      (1, 'Asha', '1990-01-02T03:04:05Z', '{a,b}', '{"k": 1}'),
      (2, 'Ravi', null, '{}', null);
  `);
  client = withPreparedStatements(pglite);
});

afterAll(async () => {
  await pglite.close();
});

const preparedCount = async () =>
  (await pglite.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements')).rows[0]
    ?.count;

describe('statements kept prepared on the embedded database', () => {
  it('answers what PGlite itself answers, in both row modes, with the caller’s parsers', async () => {
    const text = 'select id, name, born, tags, extra from people where id = any($1) order by id';
    const parsers = { 1184: (value: string) => `at ${value}` };
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers }]) {
      const ours = await client.query(text, [[1, 2]], options);
      const theirs = await pglite.query(text, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    expect((await client.query<{ born: string }>(text, [[1]], { parsers })).rows[0]?.born).toBe(
      'at 1990-01-02 03:04:05+00',
    );
  });

  it('reads an answer larger than PostgreSQL sends at once, with text of every width, as PGlite does', async () => {
    // About 2 MB in many of PostgreSQL's sends: rows cut across them, and characters of two to
    // four bytes among the one-byte ones, so that some are cut in two.
    const text = `select n, repeat('आ€😀x', 50 + n % 7) as body, case when n % 3 = 0 then null else n::text end as maybe
      from generate_series(1, $1::int) n`;
    const ours = await client.query<{ body: string }>(text, [4000]);
    const theirs = await pglite.query<{ body: string }>(text, [4000]);
    expect(ours.rows).toHaveLength(4000);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]?.body.startsWith('आ€😀x')).toBe(true);
  });

  it('parses a statement once, however often it runs, and binds each run’s own values', async () => {
    const text = 'select name from people where id = $1';
    const before = await preparedCount();
    expect((await client.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'Asha' }]);
    expect((await client.query<{ name: string }>(text, [2])).rows).toEqual([{ name: 'Ravi' }]);
    expect((await client.query<{ name: string }>(text, [3])).rows).toEqual([]);
    expect(await preparedCount()).toBe((before ?? 0) + 1);
  });

  it('counts the rows a write changed, as PGlite does', async () => {
    const result = await client.query('update people set name = name where id <= $1', [2]);
    expect(result.affectedRows).toBe(2);
    expect(result.rows).toEqual([]);
  });

  it('throws PostgreSQL’s error with its code and constraint, and runs the statement again afterwards', async () => {
    const text = 'insert into people (id, name) values ($1, $2)';
    const failure = await client.query(text, [1, 'Again']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'people_pkey', query: text });
    expect((await client.query(text, [3, 'Meera'])).affectedRows).toBe(1);
    const syntax = await client.query('select from where', []).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
  });

  it('keeps a transaction’s statements in it: a rollback undoes them', async () => {
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into people (id, name) values ($1, $2)', [10, 'Kiran']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect((await client.query('select id from people where id = $1', [10])).rows).toEqual([]);
    await client.transaction(async (tx) => {
      await tx.query('insert into people (id, name) values ($1, $2)', [11, 'Dev']);
    });
    expect((await client.query('select id from people where id = $1', [11])).rows).toEqual([{ id: 11 }]);
  });

  it('keeps at most a bounded number of statements, the least recently used let go', async () => {
    for (let index = 0; index < PREPARED_STATEMENTS_KEPT + 30; index++) {
      await client.query(`select ${index}::int as n where $1::int = 1`, [1]);
    }
    expect(await preparedCount()).toBe(PREPARED_STATEMENTS_KEPT);
    // A statement let go is prepared again when it comes back.
    expect((await client.query('select 0::int as n where $1::int = 1', [1])).rows).toEqual([{ n: 0 }]);
  });

  it('runs the generic side’s statements on their generic plans, and the others as PostgreSQL chooses', async () => {
    const plans = async (text: string) =>
      (
        await pglite.query<{ generic_plans: number; custom_plans: number }>(
          'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows[0];
    const named = 'select name from people where id > $1 order by id limit $2';
    const other = 'select name from people where id < $1 order by id limit $2';
    for (let run = 0; run < 3; run++) {
      await client.onGenericPlans.query(named, [0, 5]);
      await client.query(other, [10, 5]);
    }
    expect(await plans(named)).toEqual({ generic_plans: 3, custom_plans: 0 });
    expect(await plans(other)).toEqual({ generic_plans: 0, custom_plans: 3 });
    // A transaction starts from the session's mode and leaves it as it was, committed or not.
    await client.onGenericPlans.query(named, [0, 5]);
    const inside = await client.transaction(
      async (tx) => (await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0],
    );
    expect(inside).toEqual({ plan_cache_mode: 'auto' });
    expect((await pglite.query('show plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'force_generic_plan' },
    ]);
    expect((await client.query('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('gives Drizzle’s named statements the generic side', async () => {
    const db = drizzleOnStatements(withPreparedStatements(pglite), {});
    const byName = db
      .select({ name: sql<string>`name` })
      .from(sql`people`)
      .where(sql`id = ${sql.placeholder('id')}`)
      .prepare('person_by_id');
    for (const id of [1, 2, 3]) await byName.execute({ id });
    const { rows } = await pglite.query<{ generic_plans: number }>(
      "select generic_plans::int from pg_prepared_statements where statement like '%from people where id = $1%'",
    );
    expect(rows).toEqual([{ generic_plans: 3 }]);
  });

  it('says the database is closed once it is', async () => {
    const closing = await createPglite();
    const closed = withPreparedStatements(closing);
    await closed.query('select 1', []);
    await closing.close();
    await expect(closed.query('select 1', [])).rejects.toThrow('PGlite is closed');
  });
});
