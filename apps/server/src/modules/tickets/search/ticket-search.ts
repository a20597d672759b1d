import { and, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor, SearchReads } from '../../../db/client';
import { tickets } from '../../../db/schema';
import { SEARCH_PLANNER_SETTINGS } from '../../../db/search-settings';
import { newestFirst } from '../ticket-filters';
import {
  CAP,
  INDEX_MATCH_US,
  isCountedWhole,
  PROBE_ROWS,
  type Probe,
  probeOf,
  TABLE_ROW_US,
  WALK_ROW_US,
  WHOLE_COUNT_LIMIT,
} from './search-costs';
import { createdKey, type Listed, pageOf, pastCapListsQuery } from './ticket-search-page';
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
 * Each way a ticket can match (ticket-search-ways.ts) is counted up to one past the cap (words the
 * probe expects few of, further: search-costs.ts WHOLE_COUNT_LIMIT); a way counted whole brings
 * its newest matches with its count, and one that was not is read for the page by the index that
 * costs least for its share (ticket-search-page.ts). At most three statements: the names and the
 * words' probe, the counts, the page's ways not counted whole.
 */

/** A walk reads at most twice the rows the newest tickets' share promises, then the index counts. */
const WALK_SLACK = 2;

/** A statement's rows, as both drivers answer them. */
type Rows<Row> = { rows: Row[] };

/** Statements are handed to this before they run, with where they run (the plan tests explain each one). */
export type StatementObserver = (statement: SQL, executor: DbExecutor) => Promise<void>;

/** One way's matches within the list's filters, at most `limit`, in no order: what counting needs. */
const anyMatches = (way: MatchWay, filters: SQL | undefined, limit: number) =>
  sql`select ${tickets.id} as id, ${tickets.createdAt} as created_at from ${tickets}
    where ${and(filters, way.condition)} limit ${limit}`;

/**
 * How many tickets each way finds up to its limit, and all of them together (a ticket found twice
 * counted once) up to one past the cap, and each way's newest `listed` matches among those counted
 * (all of them, for a way below its limit): `{ ways: [n0, ...], total, lists: [[[id, key], ...], ...] }`.
 */
function searchCountQuery(ways: MatchWay[], limits: number[], filters: SQL | undefined, listed: number): SQL {
  const found = ways.map(
    (way, index) =>
      sql`${sql.raw(`way${index}`)} as materialized (${anyMatches(way, filters, limits[index] ?? CAP + 1)})`,
  );
  const counts = ways.map((_, index) => sql.raw(`(select count(*) from way${index})`));
  const ids = ways.map((_, index) => sql.raw(`select id from way${index}`));
  const lists = ways.map(
    (
      _,
      index,
    ) => sql`(select coalesce(json_agg(json_build_array(id, ${createdKey(sql.raw('created_at'))})), '[]')
      from (select id, created_at from ${sql.raw(`way${index}`)}
        order by created_at desc, id desc limit ${listed}) as newest)`,
  );
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
        else (select count(*) from (${sql.join(ids, sql` union `)}) as matched) end::int as total,
      json_build_array(${sql.join(lists, sql`, `)}) as lists`;
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
    const limit = page.page * page.pageSize;
    const counted = await countWays(ways, probe, filters, limit, run);
    const pastCap = ways.filter((_, index) => counted.isPartial[index]);
    const listed =
      pastCap.length === 0
        ? counted.lists
        : [
            ...counted.lists,
            ...(
              await run<{ id: string; created_key: string; rank: number }>(
                pastCapListsQuery(pastCap, probe, filters, limit),
              )
            ).map((row) => ({ id: row.id, createdKey: row.created_key, rank: Number(row.rank) })),
          ];
    return {
      ids: pageOf(listed, page),
      total: Math.min(counted.total, CAP),
      isTotalCapped: counted.total > CAP,
    };
  });
}

type Run = <Row>(statement: SQL) => Promise<Row[]>;

interface Counted {
  /** Each way's count, up to its limit: CAP + 1, or past it for words counted whole. */
  found: number[];
  /** Whether each way has more matches than it counted: its page is read on its own. */
  isPartial: boolean[];
  /** All ways' together, up to CAP + 1. */
  total: number;
  /** The newest matches of each way counted whole, with their rank. */
  lists: Listed[];
}

/** Each way's count and the total, each up to CAP + 1; a common word is counted by walking. */
async function countWays(
  ways: MatchWay[],
  probe: Probe | null,
  filters: SQL | undefined,
  listed: number,
  run: Run,
): Promise<Counted> {
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
      const counted = others.length > 0 ? await countAll(others, probe, filters, listed, run) : null;
      const found = counted?.found ?? [];
      const isPartial = counted?.isPartial ?? [];
      found.splice(words, 0, CAP + 1);
      isPartial.splice(words, 0, true);
      return { found, isPartial, total: CAP + 1, lists: counted?.lists ?? [] };
    }
  }
  return countAll(ways, probe, filters, listed, run);
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

async function countAll(
  ways: MatchWay[],
  probe: Probe | null,
  filters: SQL | undefined,
  listed: number,
  run: Run,
): Promise<Counted> {
  const limits = ways.map((way) =>
    way.isFullText && isCountedWhole(probe) ? WHOLE_COUNT_LIMIT + 1 : CAP + 1,
  );
  const [row] = await run<{ ways: number[] | string; total: number; lists: unknown[] | string }>(
    searchCountQuery(ways, limits, filters, listed),
  );
  const found = jsonArray(row?.ways).map(Number);
  // A way that reached its limit counted an arbitrary few of its matches: its newest are read for the page.
  const isPartial = ways.map((_, index) => (found[index] ?? 0) >= (limits[index] ?? CAP + 1));
  const lists = jsonArray(row?.lists).flatMap((list, index) =>
    isPartial[index]
      ? []
      : (list as Array<[string, string]>).map(([id, key]) => ({
          id,
          createdKey: key,
          rank: ways[index]?.rank ?? 0,
        })),
  );
  return { found, isPartial, total: Number(row?.total ?? 0), lists };
}

/** Puts the rows in the order of the ids (the search's ranking). */
export function inSearchOrder<Row extends { id: string }>(rows: Row[], ids: string[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
