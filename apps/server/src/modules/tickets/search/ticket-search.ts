import { SEARCH_COUNT_CAP } from '@basisdesk/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor, SearchReads } from '../../../db/client';
import { tickets } from '../../../db/schema';
import { SEARCH_PLANNER_SETTINGS } from '../../../db/search-settings';
import { newestFirst } from '../ticket-filters';
import {
  type MatchWay,
  matchWays,
  type NameMatchRow,
  nameMatchColumns,
  nameMatchesOf,
  parseSearch,
  type SearchTerms,
  wordsWay,
} from './ticket-search-ways';

/**
 * The ticket search (decision 027): its page and its capped total, with what each costs bounded.
 * Each way a ticket can match (ticket-search-ways.ts) is counted up to one past the cap, then read
 * for the page by the index that costs least for its count and share; the page is the union of
 * those short lists, ranked by how each ticket matched and newest first within a rank. Three
 * statements: the names and the words' probe, the counts, the page.
 */

const CAP = SEARCH_COUNT_CAP;
/** How many of the newest tickets tell how common a search's words are. */
const PROBE_ROWS = 1_000;
/**
 * What counting a words search to the cap costs, each way, in microseconds (measured on a million
 * tickets, PostgreSQL 15, its default 128 MB of shared buffers; decision 027): walking the
 * newest-first index reads a row in ~0.5 µs (the rows of one time are on neighbouring pages); the
 * full-text index gathers a match in ~0.4 µs (a prefix's matches into a bitmap), and each of the
 * cap's matches is then read from the table at ~3 µs (scattered pages).
 */
const WALK_ROW_US = 0.5;
const INDEX_MATCH_US = 0.4;
const TABLE_ROW_US = 3;
/** A walk reads at most twice the rows the newest tickets' share promises, then the index counts. */
const WALK_SLACK = 2;

/** A statement's rows, as both drivers answer them. */
type Rows<Row> = { rows: Row[] };

/** Statements are handed to this before they run, with where they run (the plan tests explain each one). */
export type StatementObserver = (statement: SQL, executor: DbExecutor) => Promise<void>;

/** One way's matches within the list's filters, at most `limit`, in no order: what counting needs. */
const anyMatches = (way: MatchWay, filters: SQL | undefined, limit: number) =>
  sql`select ${tickets.id} as id from ${tickets} where ${and(filters, way.condition)} limit ${limit}`;

/**
 * How many tickets each way finds, and all of them together (a ticket found twice counted once),
 * each counted up to one past the cap: `{ ways: [n0, n1, ...], total }`.
 */
function searchCountQuery(ways: MatchWay[], filters: SQL | undefined): SQL {
  const found = ways.map(
    (way, index) => sql`${sql.raw(`way${index}`)} as materialized (${anyMatches(way, filters, CAP + 1)})`,
  );
  const counts = ways.map((_, index) => sql.raw(`(select count(*) from way${index})`));
  const ids = ways.map((_, index) => sql.raw(`select id from way${index}`));
  const waysWithMatches = sql.join(
    counts.map((counted) => sql`(${counted} > 0)::int`),
    sql` + `,
  );
  // The union is only worth building when several ways found tickets and none alone is past the
  // cap (PostgreSQL runs a CASE's subquery only when its branch is taken).
  return sql`with ${sql.join(found, sql`, `)}
    select json_build_array(${sql.join(counts, sql`, `)}) as ways,
      case when greatest(${sql.join(counts, sql`, `)}) > ${CAP} then ${CAP + 1}
        when ${waysWithMatches} <= 1 then greatest(${sql.join(counts, sql`, `)})
        else (select count(*) from (${sql.join(ids, sql` union `)}) as matched) end::int as total`;
}

/**
 * The way's matches among the newest `rows` tickets within the filters, at most `limit`. The
 * condition is a column of the walk, not a condition of it, so no index but the newest-first one
 * can serve it, and the walk stops as soon as `limit` matches are in.
 */
function newestMatchesCountQuery(way: MatchWay, filters: SQL | undefined, rows: number, limit: number) {
  return sql`select count(*)::int as matches from (
    select 1 from (
      select ${way.condition} as hit from ${tickets} where ${filters ?? sql`true`}
      order by ${sql.join(newestFirst, sql`, `)} limit ${rows}
    ) as newest where hit limit ${limit}) as hits`;
}

/**
 * The statement every search sends first: the people and categories whose names hold it, and when
 * it has words, the probe: among the newest PROBE_ROWS tickets within the filters, how many the
 * words match, and about how many tickets the table holds (the planner's own figure, kept by
 * ANALYZE): what the index would have to gather for words of that share.
 */
function namesAndProbeQuery(terms: SearchTerms, words: MatchWay | null, filters: SQL | undefined): SQL {
  if (!words) return sql`select ${nameMatchColumns(terms)}`;
  return sql`select ${nameMatchColumns(terms)}, probe.* from (
    select count(*) filter (where hit)::int as matches, count(*)::int as rows,
      (select greatest(reltuples, 0) from pg_class where oid = 'tickets'::regclass)::float8 as table_rows
    from (
      select ${words.condition} as hit from ${tickets} where ${filters ?? sql`true`}
      order by ${sql.join(newestFirst, sql`, `)} limit ${PROBE_ROWS}
    ) as newest) as probe`;
}

/** What the probe found: the words' share among the newest tickets, and the table's size. */
interface Probe {
  share: number;
  tableRows: number;
}

/** The probe's figures; null when it saw every ticket within the filters (then there is little to read). */
function probeOf(row: { matches?: number; rows?: number; table_rows?: number } | undefined): Probe | null {
  const rows = Number(row?.rows ?? 0);
  if (rows < PROBE_ROWS) return null;
  return { share: Number(row?.matches ?? 0) / rows, tableRows: Number(row?.table_rows ?? 0) };
}

/**
 * How a way's newest matches are read for the page: walking the newest-first index until they are
 * in, or gathering every match from the way's own index and sorting them. A way with no more
 * matches than the cap is gathered (at most the cap's rows). Past the cap the words' way is
 * priced by its probe: walking costs `limit` / share rows, gathering every match in the table
 * (about the table's rows × share, at least the cap) a read of each; a word too rare for the probe
 * to see is gathered. Any other way past the cap is walked (a number prefix, a person's or a
 * category's tickets: common enough that the page is near). The count decides, not the planner's
 * estimate: PostgreSQL guesses a fixed share for a prefix (`word:*`) when it knows few common
 * words, and would walk the whole newest-first index for a word no ticket has.
 */
function isWalkedForPage(way: MatchWay, found: number, probe: Probe | null, limit: number): boolean {
  if (found <= CAP) return false;
  if (!way.isFullText || !probe) return true;
  if (probe.share === 0) return false;
  const walkUs = (limit / probe.share) * WALK_ROW_US;
  const gatherUs = Math.max(CAP + 1, probe.tableRows * probe.share) * (INDEX_MATCH_US + TABLE_ROW_US);
  return walkUs < gatherUs;
}

/** One way's newest `limit` matches with its rank, walked or gathered (isWalkedForPage). */
function newestMatches(way: MatchWay, isWalked: boolean, filters: SQL | undefined, limit: number): SQL {
  const columns = sql`${tickets.id} as id, ${tickets.createdAt} as created_at, ${way.rank}::int as rank`;
  const where = and(filters, way.condition);
  if (isWalked) {
    return sql`(select ${columns} from ${tickets} where ${where}
      order by ${sql.join(newestFirst, sql`, `)} limit ${limit})`;
  }
  // offset 0 keeps the inner query whole: all its matches first, then the newest of them.
  return sql`(select * from (select ${columns} from ${tickets} where ${where} offset 0) as found
    order by created_at desc nulls last, id desc nulls last limit ${limit})`;
}

/**
 * The page's ticket ids in order: best rank first, newest first within it. Each way that found
 * anything contributes its newest offset + pageSize matches; a ticket found several ways takes its
 * best rank. That is enough: every ticket ranked ahead of one on the page is also ahead of it in
 * its own way's list. Null when no way found anything.
 */
function searchPageQuery(
  ways: MatchWay[],
  found: number[],
  probe: Probe | null,
  filters: SQL | undefined,
  page: { page: number; pageSize: number },
): SQL | null {
  const offset = (page.page - 1) * page.pageSize;
  const limit = offset + page.pageSize;
  const lists = ways.flatMap((way, index) => {
    const count = found[index] ?? 0;
    return count === 0 ? [] : [newestMatches(way, isWalkedForPage(way, count, probe, limit), filters, limit)];
  });
  if (lists.length === 0) return null;
  return sql`select id from (${sql.join(lists, sql` union all `)}) as matched
    group by id, created_at
    order by min(rank), created_at desc nulls last, id desc nulls last
    limit ${page.pageSize} offset ${offset}`;
}

/** The search's planner settings for one transaction, where its connections do not have them. */
const setPlannerSettings = sql`select ${sql.join(
  Object.entries(SEARCH_PLANNER_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
  sql`, `,
)}`;

/**
 * The page's ticket ids in rank order and its capped total. The statements run under the search's
 * planner settings (db/search-settings.ts): on connections opened with them, or else in a
 * transaction that sets them first.
 */
export async function searchTickets(
  reads: SearchReads,
  search: string,
  filters: SQL | undefined,
  page: { page: number; pageSize: number },
  observe: StatementObserver = async () => {},
): Promise<{ ids: string[]; total: number; isTotalCapped: boolean }> {
  const terms = parseSearch(search);
  if (!terms) return { ids: [], total: 0, isTotalCapped: false };
  const underSettings = <T>(work: (executor: DbExecutor) => Promise<T>): Promise<T> =>
    reads.hasPlannerSettings
      ? work(reads.db)
      : reads.db.transaction(async (tx) => {
          await tx.execute(setPlannerSettings);
          return work(tx);
        });
  return underSettings(async (executor) => {
    const run = async <Row>(statement: SQL) => {
      await observe(statement, executor);
      return ((await executor.execute(statement)) as Rows<Row>).rows;
    };
    const words = wordsWay(terms);
    const [first] = await run<NameMatchRow & { matches?: number; rows?: number; table_rows?: number }>(
      namesAndProbeQuery(terms, words, filters),
    );
    const ways = matchWays(terms, nameMatchesOf(first));
    if (ways.length === 0) return { ids: [], total: 0, isTotalCapped: false };
    const probe = words ? probeOf(first) : null;
    const { found, total } = await countWays(ways, probe, filters, run);
    const pageQuery = searchPageQuery(ways, found, probe, filters, page);
    const listed = pageQuery ? await run<{ id: string }>(pageQuery) : [];
    return { ids: listed.map((row) => row.id), total: Math.min(total, CAP), isTotalCapped: total > CAP };
  });
}

type Run = <Row>(statement: SQL) => Promise<Row[]>;

/** Each way's count and the total, each up to CAP + 1; a common word is counted by walking. */
async function countWays(
  ways: MatchWay[],
  probe: Probe | null,
  filters: SQL | undefined,
  run: Run,
): Promise<{ found: number[]; total: number }> {
  const words = ways.findIndex((way) => way.isFullText);
  const wordWay = ways[words];
  const walk = wordWay && probe ? walkWorthTaking(probe) : null;
  if (wordWay && walk) {
    const [walked] = await run<{ matches: number }>(
      newestMatchesCountQuery(wordWay, filters, walk.rows, CAP + 1),
    );
    if (Number(walked?.matches) > CAP) {
      // Past the cap whatever the other ways find: only their own counts are still needed.
      const others = ways.filter((_, index) => index !== words);
      const found = others.length > 0 ? (await countAll(others, filters, run)).found : [];
      found.splice(words, 0, CAP + 1);
      return { found, total: CAP + 1 };
    }
  }
  return countAll(ways, filters, run);
}

/**
 * Whether the words are common enough among the newest tickets that walking them finds the cap's
 * matches for less than the full-text index would take to gather all of theirs, and how far to
 * walk. The index's cost grows with the words' matches in the whole table, the walk's with how
 * thin they are: at a million tickets they meet near one ticket in sixty.
 */
function walkWorthTaking(probe: Probe): { rows: number } | null {
  if (probe.share === 0) return null;
  const walkUs = ((CAP + 1) / probe.share) * WALK_ROW_US;
  const indexUs = probe.tableRows * probe.share * INDEX_MATCH_US + (CAP + 1) * TABLE_ROW_US;
  return walkUs < indexUs ? { rows: Math.ceil((WALK_SLACK * (CAP + 1)) / probe.share) } : null;
}

/** A json array as either driver hands it over (PGlite may hand json over as text). */
const jsonArray = (value: unknown[] | string | undefined): unknown[] =>
  typeof value === 'string' ? JSON.parse(value) : (value ?? []);

async function countAll(ways: MatchWay[], filters: SQL | undefined, run: Run) {
  const [row] = await run<{ ways: number[] | string; total: number }>(searchCountQuery(ways, filters));
  return { found: jsonArray(row?.ways).map(Number), total: Number(row?.total ?? 0) };
}

/** Puts the rows in the order of the ids (the search's ranking). */
export function inSearchOrder<Row extends { id: string }>(rows: Row[], ids: string[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
