import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { tickets } from '../../../db/schema';
import { newestFirst } from '../ticket-filters';
import { CAP, INDEX_MATCH_US, type Probe, TABLE_ROW_US, WALK_ROW_US } from './search-costs';
import type { MatchWay } from './ticket-search-ways';

/**
 * The search's page (decision 027): best rank first, newest first within it. Each way that found
 * anything contributes its newest offset + pageSize matches; a ticket found several ways takes its
 * best rank. That is enough: every ticket ranked ahead of one on the page is also ahead of it in
 * its own way's list. A way with no more matches than the cap brings its list with its count
 * (ticket-search.ts); only the ways past it are read here.
 */

/** A match on a way's list: its ticket, when it was created (as sortable text) and its rank. */
export interface Listed {
  id: string;
  createdKey: string;
  rank: number;
}

/**
 * A ticket's creation instant as text that sorts as the instant does (UTC, to the microsecond):
 * the lists are merged here, in JavaScript, without a Date's lost microseconds.
 */
export const createdKey = (createdAt: SQLWrapper) =>
  sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

/**
 * How a way past the cap is read for the page: walking the newest-first index until its newest
 * `limit` are in, or gathering every match from the way's own index and sorting them. The words'
 * way is priced by its probe: walking costs `limit` / share rows, gathering every match in the
 * table (about the table's rows × share, at least the cap) a read of each; a word too rare for the
 * probe to see is gathered. Any other way is walked (a number prefix, a person's or a category's
 * tickets: common enough that the page is near). The count and probe decide, not the planner's
 * estimate: PostgreSQL guesses a fixed share for a prefix (`word:*`) when it knows few common
 * words, and would walk the whole newest-first index for a word no ticket has.
 */
function isWalked(way: MatchWay, probe: Probe | null, limit: number): boolean {
  if (!way.isFullText || !probe) return true;
  if (probe.share === 0) return false;
  const walkUs = (limit / probe.share) * WALK_ROW_US;
  const gatherUs = Math.max(CAP + 1, probe.tableRows * probe.share) * (INDEX_MATCH_US + TABLE_ROW_US);
  return walkUs < gatherUs;
}

/** One way's newest `limit` matches with its rank, walked or gathered (isWalked). */
function newestMatches(way: MatchWay, probe: Probe | null, filters: SQL | undefined, limit: number): SQL {
  const where = and(filters, way.condition);
  if (isWalked(way, probe, limit)) {
    return sql`(select ${tickets.id} as id, ${createdKey(tickets.createdAt)} as created_key,
        ${way.rank}::int as rank
      from ${tickets} where ${where} order by ${sql.join(newestFirst, sql`, `)} limit ${limit})`;
  }
  // offset 0 keeps the inner query whole: all its matches first, then the newest of them.
  return sql`(select id, ${createdKey(sql.raw('created_at'))} as created_key, ${way.rank}::int as rank
    from (select ${tickets.id} as id, ${tickets.createdAt} as created_at from ${tickets} where ${where} offset 0) as found
    order by created_at desc, id desc limit ${limit})`;
}

/** The newest `limit` matches of each way past the cap, in one statement. */
export function pastCapListsQuery(
  ways: MatchWay[],
  probe: Probe | null,
  filters: SQL | undefined,
  limit: number,
): SQL {
  return sql.join(
    ways.map((way) => newestMatches(way, probe, filters, limit)),
    sql` union all `,
  );
}

/** The page's ids from the ways' lists: a ticket at its best rank, best rank first, newest first within it. */
export function pageOf(lists: Listed[], page: { page: number; pageSize: number }): string[] {
  const best = new Map<string, Listed>();
  for (const listed of lists) {
    const seen = best.get(listed.id);
    if (!seen || listed.rank < seen.rank) best.set(listed.id, listed);
  }
  const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  const offset = (page.page - 1) * page.pageSize;
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || descending(a.createdKey, b.createdKey) || descending(a.id, b.id))
    .slice(offset, offset + page.pageSize)
    .map((listed) => listed.id);
}
