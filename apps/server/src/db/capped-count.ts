import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';

/** A list's total: exact up to the cap; past it, the cap with isTotalCapped ("10,000+"). */
export interface ListTotal {
  total: number;
  isTotalCapped: boolean;
}

/**
 * How many rows of `table` match, counted no further than cap + 1: a large match costs what
 * reading cap + 1 entries of an index costs, not what the whole match would (decision 025).
 * `inOrderOf`, a list's order, has an unfiltered count read that list's index instead of the table.
 */
export async function countCapped(
  db: DbExecutor,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
  inOrderOf: SQL[] = [],
): Promise<ListTotal> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(...inOrderOf)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  const total = Number(row?.total ?? 0);
  return { total: Math.min(total, cap), isTotalCapped: total > cap };
}
