import { TICKET_COUNT_CAP } from '@basisdesk/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

interface MatchWay {
  rank: number;
  condition: SQL;
}

/**
 * The ways the terms can match, each a condition on `tickets` alone that one index serves. People
 * and taxonomy names are looked up in their own small tables first (an array evaluated once), so
 * the ticket side is an `= any(...)` on an indexed column.
 */
function matchWays(terms: SearchTerms): MatchWay[] {
  const ways: MatchWay[] = [];
  if (terms.number) {
    ways.push({ rank: MATCH_RANK.exactNumber, condition: eq(tickets.orderNumber, terms.number) });
    // text_pattern_ops serves the prefix; the number holds no LIKE wildcard (letters and digits only).
    ways.push({
      rank: MATCH_RANK.numberPrefix,
      condition: sql`${tickets.orderNumber} like ${`${terms.number}%`}`,
    });
  }
  const people = sql`array(select ${users.id} from ${users}
    where ${users.firstName} || ' ' || ${users.lastName} ilike ${terms.pattern})`;
  ways.push({ rank: MATCH_RANK.person, condition: sql`${tickets.customerId} = any(${people})` });
  ways.push({ rank: MATCH_RANK.person, condition: sql`${tickets.consultantId} = any(${people})` });
  if (terms.words.length > 0) {
    ways.push({
      rank: MATCH_RANK.text,
      condition: sql`${tickets.searchDocument} @@ to_tsquery('english', ${prefixQuery(terms.words)})`,
    });
  }
  // A ticket's category belongs to its type, so a type's tickets are its categories' tickets and
  // one index (on the category) serves both names.
  const categories = sql`array(select ${supportCategories.id} from ${supportCategories}
    join ${supportTypes} on ${supportTypes.id} = ${supportCategories.supportTypeId}
    where ${supportCategories.name} ilike ${terms.pattern} or ${supportTypes.name} ilike ${terms.pattern})`;
  ways.push({ rank: MATCH_RANK.text, condition: sql`${tickets.supportCategoryId} = any(${categories})` });
  return ways;
}

/** One way's newest matches within the list's filters, at most `limit`. */
function matchesOf(way: MatchWay, filters: SQL | undefined, limit: number, withRank: boolean): SQL {
  const columns = withRank
    ? sql`${tickets.id} as id, ${tickets.createdAt} as created_at, ${way.rank}::int as rank`
    : sql`${tickets.id} as id`;
  return sql`(select ${columns} from ${tickets} where ${and(filters, way.condition)}
    order by ${sql.join(newestFirst, sql`, `)} limit ${limit})`;
}

/**
 * The page's ticket ids in order: best rank first, newest first within it. Each way contributes
 * its newest offset + pageSize matches; a ticket found several ways takes its best rank. That is
 * enough: every ticket ranked ahead of one on the page is also ahead of it in its own way's list.
 */
export function searchPageQuery(
  terms: SearchTerms,
  filters: SQL | undefined,
  page: { page: number; pageSize: number },
): SQL {
  const offset = (page.page - 1) * page.pageSize;
  const ways = matchWays(terms).map((way) => matchesOf(way, filters, offset + page.pageSize, true));
  return sql`select id from (${sql.join(ways, sql` union all `)}) as matched
    group by id, created_at
    order by min(rank), created_at desc nulls last, id desc nulls last
    limit ${page.pageSize} offset ${offset}`;
}

/** How many tickets match, counted up to one past the cap (the union drops tickets found twice). */
export function searchCountQuery(terms: SearchTerms, filters: SQL | undefined): SQL {
  const ways = matchWays(terms).map((way) => matchesOf(way, filters, TICKET_COUNT_CAP + 1, false));
  return sql`select count(*)::int as matches from (${sql.join(ways, sql` union `)}) as matched`;
}

/** The page's ticket ids in rank order and its capped total. */
export async function searchTickets(
  db: Db,
  search: string,
  filters: SQL | undefined,
  page: { page: number; pageSize: number },
): Promise<{ ids: string[]; total: number; isTotalCapped: boolean }> {
  const terms = parseSearch(search);
  if (!terms) return { ids: [], total: 0, isTotalCapped: false };
  // Both drivers answer { rows }.
  const [found, counted] = (await Promise.all([
    db.execute(searchPageQuery(terms, filters, page)),
    db.execute(searchCountQuery(terms, filters)),
  ])) as [{ rows: Array<{ id: string }> }, { rows: Array<{ matches: number }> }];
  const matches = Number(counted.rows[0]?.matches ?? 0);
  return {
    ids: found.rows.map((row) => row.id),
    total: Math.min(matches, TICKET_COUNT_CAP),
    isTotalCapped: matches > TICKET_COUNT_CAP,
  };
}

/** Puts the rows in the order of the ids (the search's ranking). */
export function inSearchOrder<Row extends { id: string }>(rows: Row[], ids: string[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
