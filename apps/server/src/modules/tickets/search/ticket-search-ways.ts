import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { containsPattern } from '../../../db/like';
import { supportCategories, supportTypes, tickets, users } from '../../../db/schema';

/**
 * What a ticket search matches (decision 027): the ways a ticket can be found, each a condition on
 * `tickets` alone that one index serves. ticket-search.ts counts and pages them.
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
  /** The words, matched against the (stemmed) words of the title, or of the description and SR identifier: the last as a prefix. */
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

/**
 * `kernel & panic:*`: every word required; the last one as a prefix (the word being typed: `kern`
 * finds kernel), the ones before it whole (stemmed: `patches` still finds "patching"). A whole word
 * is one posting list of the full-text index, which PostgreSQL intersects by skipping through the
 * longer lists; a prefix is every word it begins, gathered into a bitmap first, so it costs what all
 * their matches cost. Only letters and digits reach it.
 */
const wordsQuery = (words: string[]) =>
  words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');

/**
 * A ticket's description and SR identifier, or its title, hold every word of the search: each served
 * by its full-text index, the two read together as one bitmap (decision 052).
 */
const holdsWords = (words: string[]) => {
  const query = sql`to_tsquery('english', ${wordsQuery(words)})`;
  return sql`(${tickets.searchDocument} @@ ${query} or ${tickets.titleDocument} @@ ${query})`;
};

/**
 * The people and categories whose names hold the search, looked up in their own (small) tables
 * before the tickets are read: a way of matching that finds no one is then left out, instead of a
 * ticket query filtering the whole newest-first index for an empty list, and the planner sees the
 * real ids. A ticket's category belongs to its type, so a type's tickets are its categories'.
 *
 * Each list stays in PostgreSQL's text form of a uuid[] ('{a,b}') from the statement that finds it
 * to the ones that use it: a common first name matches hundreds of people, and parsing their ids
 * and serializing them again for every way cost more of the server than PostgreSQL's whole search.
 */
export interface NameMatches {
  /** The people's ids as uuid[] text, or null when no one's name holds the search. */
  people: UuidArrayText | null;
  categories: UuidArrayText | null;
}

/** A uuid[] in PostgreSQL's text form, as the database wrote it. */
type UuidArrayText = string & { readonly uuidArrayText: unique symbol };

/**
 * The ids a query finds, as uuid[] text ('{}' when none). Written by string_agg: PostgreSQL's own
 * `array(…)::text` took ~4 µs an id (3 ms for a common first name's 733 people), ten times this.
 */
const idsAsArrayText = (id: SQLWrapper, rest: SQL) =>
  sql`(select coalesce('{' || string_agg(${id}::text, ',') || '}', '{}') ${rest})`;

/**
 * The columns `people` and `categories` (uuid[] as text) of NameMatches: a select list, so that the
 * search asks for them in the statement it has to send first anyway.
 */
export function nameMatchColumns(terms: SearchTerms): SQL {
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const people = idsAsArrayText(users.id, sql`from ${users} where ${fullName} ilike ${terms.pattern}`);
  const categories = idsAsArrayText(
    supportCategories.id,
    sql`from ${supportCategories}
      join ${supportTypes} on ${supportTypes.id} = ${supportCategories.supportTypeId}
      where ${supportCategories.name} ilike ${terms.pattern} or ${supportTypes.name} ilike ${terms.pattern}`,
  );
  return sql`${people} as people, ${categories} as categories`;
}

/** NameMatches from a row with nameMatchColumns. */
export const nameMatchesOf = (row: NameMatchRow | undefined): NameMatches => ({
  people: nonEmpty(row?.people),
  categories: nonEmpty(row?.categories),
});

export interface NameMatchRow {
  people: string;
  categories: string;
}

const nonEmpty = (value: string | undefined): UuidArrayText | null =>
  value === undefined || value === '{}' ? null : (value as UuidArrayText);

export interface MatchWay {
  /** Its place in the ranking: lower is listed first. */
  rank: number;
  condition: SQL;
  /** Served by the full-text index (GIN), which cannot stop early: its counting walks instead when the word is common. */
  isFullText: boolean;
}

/** `column = any($1::uuid[])`, the ids one parameter in the array's text form. */
const isAnyOf = (column: SQLWrapper, ids: UuidArrayText) => sql`${column} = any(${ids}::uuid[])`;

/** The ways the terms can match, each a condition on `tickets` alone that one index serves. */
export function matchWays(terms: SearchTerms, names: NameMatches): MatchWay[] {
  const ways: MatchWay[] = [];
  if (terms.number) {
    ways.push({
      rank: MATCH_RANK.exactNumber,
      condition: eq(tickets.orderNumber, terms.number),
      isFullText: false,
    });
    // text_pattern_ops serves the prefix; the number holds no LIKE wildcard (letters and digits only).
    ways.push({
      rank: MATCH_RANK.numberPrefix,
      condition: sql`${tickets.orderNumber} like ${`${terms.number}%`}`,
      isFullText: false,
    });
  }
  if (names.people) {
    ways.push({
      rank: MATCH_RANK.person,
      condition: isAnyOf(tickets.customerId, names.people),
      isFullText: false,
    });
    ways.push({
      rank: MATCH_RANK.person,
      condition: isAnyOf(tickets.consultantId, names.people),
      isFullText: false,
    });
  }
  const words = wordsWay(terms);
  if (words) ways.push(words);
  if (names.categories) {
    ways.push({
      rank: MATCH_RANK.text,
      condition: isAnyOf(tickets.supportCategoryId, names.categories),
      isFullText: false,
    });
  }
  return ways;
}

/** The words' way alone, when the search has words: what the search probes before the names are in. */
export function wordsWay(terms: SearchTerms): MatchWay | null {
  return terms.words.length > 0
    ? { rank: MATCH_RANK.text, condition: holdsWords(terms.words), isFullText: true }
    : null;
}
