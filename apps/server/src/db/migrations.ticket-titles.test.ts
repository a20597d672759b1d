import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before';
import { createPglite, type Db, MIGRATIONS_FOLDER } from './client';
import * as schema from './schema';

// Migration 0025 on a database that already holds tickets (decision 052): each gets a title from
// its description (first line, first sentence, at most 120 characters cut at a word), the database
// then holds every title to 5–120 characters, and search finds tickets by their titles' words. On
// the embedded database: the same SQL runs on PostgreSQL in every test database there.
const BEFORE = '0024_known_mysterio';

let client: Awaited<ReturnType<typeof createPglite>>;
let db: Db;
let folder: string;

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;

const LONG_SENTENCE = `${'Transport queue '.repeat(12)}cleanup needed`;
const LONG_WORD = 'x'.repeat(200);
const DESCRIPTIONS = {
  sentence: 'Transport route broken. The import log shows return code 8.',
  line: 'Kernel upgrade\nstalls at phase 3 of the downtime',
  long: LONG_SENTENCE,
  word: LONG_WORD,
  shortFirst: 'Hi. Our HANA memory limit is reached every night',
  blanks: '\n\n  Printer   spool\tfull  \nmore to come',
  tiny: 'Help',
} as const;
type Case = keyof typeof DESCRIPTIONS;
const ids = new Map<Case, string>();
const numbers = new Map<Case, string>();

beforeAll(async () => {
  client = await createPglite();
  db = drizzle(client, { schema }) as unknown as Db;
  folder = await migrationsBefore(BEFORE);
  await migrate(drizzle(client, { schema }), { migrationsFolder: folder });

  const [customer, consultant] = await rowsOf<{ id: string }>(sql`
    insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
    values ('customer@old.test', 'x', 'Old', 'Customer', 'Customer', now()),
      ('consultant@old.test', 'x', 'Old', 'Consultant', 'Consultant', now())
    returning id`);
  const [type] = await db.insert(schema.supportTypes).values({ name: 'Basis', shortCode: 'BA' }).returning();
  const [category] = await db
    .insert(schema.supportCategories)
    .values({ supportTypeId: type?.id ?? '', name: 'Transport', shortCode: 'TR' })
    .returning();
  let sequence = 0;
  for (const [key, description] of Object.entries(DESCRIPTIONS) as Array<[Case, string]>) {
    sequence += 1;
    const number = `BATR001102500${String(sequence).padStart(3, '0')}`;
    const [row] = await rowsOf<{ id: string }>(sql`
      insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
        priority, description, hourly_rate_paise, booked_minutes)
      values (${number}, ${customer?.id}, ${consultant?.id}, ${type?.id}, ${category?.id}, 'Medium',
        ${description}, 200000, 60)
      returning id`);
    ids.set(key, row?.id ?? '');
    numbers.set(key, number);
  }

  await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
});

afterAll(async () => {
  await client?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

const titleOf = async (key: Case) => {
  const [row] = await rowsOf<{ title: string }>(sql`select title from tickets where id = ${ids.get(key)}`);
  return row?.title;
};

describe('migration 0025: a title for every ticket raised before titles', () => {
  it("the description's first sentence, or its first line", async () => {
    expect(await titleOf('sentence')).toBe('Transport route broken.');
    expect(await titleOf('line')).toBe('Kernel upgrade');
  });

  it('blanks made single spaces, and the ends trimmed', async () => {
    expect(await titleOf('blanks')).toBe('Printer spool full');
  });

  it('past 120 characters, cut at the last word that fits; one word longer than that, at 120', async () => {
    const long = await titleOf('long');
    expect(long?.length).toBeLessThanOrEqual(120);
    expect(LONG_SENTENCE.startsWith(`${long} `)).toBe(true);
    expect(long?.endsWith('queue')).toBe(true);
    expect(await titleOf('word')).toBe(LONG_WORD.slice(0, 120));
  });

  it("a first sentence under 5 characters gives way to the description's start; a shorter description to the number", async () => {
    expect(await titleOf('shortFirst')).toBe('Hi. Our HANA memory limit is reached every night');
    expect(await titleOf('tiny')).toBe(`Request ${numbers.get('tiny')}`);
  });

  it('the database holds titles to 5–120 characters from now on', async () => {
    for (const title of ['Tiny', 'x'.repeat(121), ' Padded title ']) {
      const refused = await db
        .execute(sql`update tickets set title = ${title} where id = ${ids.get('sentence')}`)
        .then(
          () => null,
          (error: Error) => error.cause,
        );
      expect(String(refused)).toMatch(/tickets_title_length/);
    }
  });

  it("the titles' words are searchable", async () => {
    const [row] = await rowsOf<{ id: string }>(
      sql`select id from tickets where title_document @@ to_tsquery('english', 'printer')`,
    );
    expect(row?.id).toBe(ids.get('blanks'));
  });
});
