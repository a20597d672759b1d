import { TICKET_COUNT_CAP } from '@basisdesk/shared';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { supportCategories, supportTypes, tickets, users } from '../../db/schema';
import { newestFirst } from './ticket-filters';

/**
 * The ticket search (decision 027). Each way a ticket can match is its own query on an index that
 * serves it (the number's unique and prefix indexes, the people's list indexes fed by the trigram
 * index on full names, the category index, the full-text index), cut to the rows the page can
 * need; the page is the union of those short lists, ranked by how each ticket matched and newest
 * first within a rank. No query reads more than offset + page size rows per way of matching, and
 * the total counts at most TICKET_COUNT_CAP + 1, so a word found in every ticket costs what a rare
 * one does.
 */

/** How a ticket matched, best first: the page lists them in this order. */
const MATCH_RANK = { exactNumber: 0, numberPrefix: 1, person: 2, text: 3 } as const;

/** Ticket numbers are 16 capitals and digits: a search shaped like one, or its start, is a number. */
const NUMBER_SHAPE = /^[A-Za-z0-9]{1,16}$/;
/** Words are runs of letters and digits; anything else (tsquery's own syntax too) only separates them. */
const WORD = /[\p{L}\p{N}]+/gu;

export interface SearchTerms {
  /** The upper-cased number or number prefix, when the search could be one. */
  number: string | null;
  /** The words, each matched as a prefix of a (stemmed) word of the description or SR identifier. */
  words: string[];
  /** The whole text, anywhere in a person's full name or a type's or category's name. */
  pattern: string;
}

/** Control characters (NUL above all, which PostgreSQL refuses in text) are no part of a search. */
const CONTROL = /\p{Cc}/gu;

/** The terms of a search; null when nothing is left of it to search for. */
export function parseSearch(search: string): SearchTerms | null {
  const text = search.replace(CONTROL, ' ').trim();
  if (text === '') return null;
  return {
    number: NUMBER_SHAPE.test(text) ? text.toUpperCase() : null,
    words: (text.match(WORD) ?? []).map((word) => word.toLowerCase()),
    pattern: containsPattern(text),
  };
}

/** `kern:* & panic:*`: every word required, each as a prefix. Only letters and digits reach it. */
const prefixQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');

/**
 * The people and categories whose names hold the search, looked up in their own (small) tables
 * before the tickets are read: a way of matching that finds no one is then left out, instead of a
 * ticket query filtering the whole newest-first index for an empty list, and the planner sees the
 * real ids. A ticket's category belongs to its type, so a type's tickets are its categories'.
 */
export interface NameMatches {
  people: string[];
  categories: string[];
}

export async function findNameMatches(db: DbExecutor, terms: SearchTerms): Promise<NameMatches> {
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const result = (await db.execute(sql`select
    array(select ${users.id} from ${users} where ${fullName} ilike ${terms.pattern}) as people,
    array(select ${supportCategories.id} from ${supportCategories}
      join ${supportTypes} on ${supportTypes.id} = ${supportCategories.supportTypeId}
      where ${supportCategories.name} ilike ${terms.pattern} or ${supportTypes.name} ilike ${terms.pattern}
    ) as categories`)) as { rows: Array<{ people: string[] | string; categories: string[] | string }> };
  const row = result.rows[0];
  return { people: uuidList(row?.people), categories: uuidList(row?.categories) };
}

/** A uuid[] as either driver hands it over: an array, or its text form '{a,b}'. */
function uuidList(value: string[] | string | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  return value === '{}' ? [] : value.slice(1, -1).split(',');
}

export interface MatchWay {
  rank: number;
  condition: SQL;
}

/** `column = any($1)`, the ids one array parameter. */
const isAnyOf = (column: SQLWrapper, ids: string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** The ways the terms can match, each a condition on `tickets` alone that one index serves. */
function matchWays(terms: SearchTerms, names: NameMatches): MatchWay[] {
  const ways: MatchWay[] = [];
  if (terms.number) {
    ways.push({ rank: MATCH_RANK.exactNumber, condition: eq(tickets.orderNumber, terms.number) });
    // text_pattern_ops serves the prefix; the number holds no LIKE wildcard (letters and digits only).
    ways.push({
      rank: MATCH_RANK.numberPrefix,
      condition: sql`${tickets.orderNumber} like ${`${terms.number}%`}`,
    });
  }
  if (names.people.length > 0) {
    ways.push({ rank: MATCH_RANK.person, condition: isAnyOf(tickets.customerId, names.people) });
    ways.push({ rank: MATCH_RANK.person, condition: isAnyOf(tickets.consultantId, names.people) });
  }
  if (terms.words.length > 0) {
    ways.push({
      rank: MATCH_RANK.text,
      condition: sql`${tickets.searchDocument} @@ to_tsquery('english', ${prefixQuery(terms.words)})`,
    });
  }
  if (names.categories.length > 0) {
    ways.push({ rank: MATCH_RANK.text, condition: isAnyOf(tickets.supportCategoryId, names.categories) });
  }
  return ways;
}

/** One way's matches within the list's filters, at most `limit`, in no order: what counting needs. */
const anyMatches = (way: MatchWay, filters: SQL | undefined, limit: number) =>
  sql`select ${tickets.id} as id from ${tickets} where ${and(filters, way.condition)} limit ${limit}`;

/**
 * How many tickets each way finds, and all ways together (a ticket found twice counted once), each
 * counted up to one past the cap: `{ ways: [n0, n1, ...], total }`.
 */
export function searchCountQuery(ways: MatchWay[], filters: SQL | undefined): SQL {
  const found = ways.map(
    (way, index) =>
      sql`${sql.raw(`way${index}`)} as materialized (${anyMatches(way, filters, TICKET_COUNT_CAP + 1)})`,
  );
  const counts = ways.map((_, index) => sql.raw(`(select count(*) from way${index})`));
  const ids = ways.map((_, index) => sql.raw(`select id from way${index}`));
  return sql`with ${sql.join(found, sql`, `)}
    select json_build_array(${sql.join(counts, sql`, `)}) as ways,
      (select count(*) from (${sql.join(ids, sql` union `)}) as matched)::int as total`;
}

/**
 * One way's newest `limit` matches with its rank. A way that finds more than the cap is read in
 * list order from the newest-first index (matches are then common enough that a page is near);
 * one that finds fewer is read whole from its own index and sorted (at most the cap's rows). The
 * count decides, not the planner's estimate: PostgreSQL guesses a fixed share for a prefix
 * (`word:*`) when it knows few common words, and would walk the whole newest-first index for a
 * word no ticket has.
 */
function newestMatches(way: MatchWay, found: number, filters: SQL | undefined, limit: number): SQL {
  const order = sql.join(newestFirst, sql`, `);
  const columns = sql`${tickets.id} as id, ${tickets.createdAt} as created_at, ${way.rank}::int as rank`;
  const where = and(filters, way.condition);
  if (found > TICKET_COUNT_CAP) {
    return sql`(select ${columns} from ${tickets} where ${where} order by ${order} limit ${limit})`;
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
export function searchPageQuery(
  ways: MatchWay[],
  found: number[],
  filters: SQL | undefined,
  page: { page: number; pageSize: number },
): SQL | null {
  const offset = (page.page - 1) * page.pageSize;
  const lists = ways.flatMap((way, index) => {
    const count = found[index] ?? 0;
    return count === 0 ? [] : [newestMatches(way, count, filters, offset + page.pageSize)];
  });
  if (lists.length === 0) return null;
  return sql`select id from (${sql.join(lists, sql` union all `)}) as matched
    group by id, created_at
    order by min(rank), created_at desc nulls last, id desc nulls last
    limit ${page.pageSize} offset ${offset}`;
}

/** The ways a search can match: its terms, with the people and categories their names hold. */
export async function matchWaysOf(db: DbExecutor, search: string): Promise<MatchWay[]> {
  const terms = parseSearch(search);
  return terms ? matchWays(terms, await findNameMatches(db, terms)) : [];
}

/**
 * Runs the search's statements with sequential scans ruled out for the transaction: every way of
 * matching has an index, and the plans above rely on it (a scan that stops early is what the
 * planner picks when it overrates a prefix, and on a million tickets it may read them all).
 */
export function withIndexesOnly<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

/** The page's ticket ids in rank order and its capped total. */
export async function searchTickets(
  db: Db,
  search: string,
  filters: SQL | undefined,
  page: { page: number; pageSize: number },
): Promise<{ ids: string[]; total: number; isTotalCapped: boolean }> {
  return withIndexesOnly(db, async (tx) => {
    const ways = await matchWaysOf(tx, search);
    if (ways.length === 0) return { ids: [], total: 0, isTotalCapped: false };
    // Both drivers answer { rows }; PGlite may hand json over as text.
    const counted = (await tx.execute(searchCountQuery(ways, filters))) as {
      rows: Array<{ ways: number[] | string; total: number }>;
    };
    const row = counted.rows[0];
    const found = (typeof row?.ways === 'string' ? JSON.parse(row.ways) : (row?.ways ?? [])) as number[];
    const matches = Number(row?.total ?? 0);
    const pageQuery = searchPageQuery(ways, found, filters, page);
    const listed = pageQuery ? ((await tx.execute(pageQuery)) as { rows: Array<{ id: string }> }).rows : [];
    return {
      ids: listed.map((listedRow) => listedRow.id),
      total: Math.min(matches, TICKET_COUNT_CAP),
      isTotalCapped: matches > TICKET_COUNT_CAP,
    };
  });
}

/** Puts the rows in the order of the ids (the search's ranking). */
export function inSearchOrder<Row extends { id: string }>(rows: Row[], ids: string[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
