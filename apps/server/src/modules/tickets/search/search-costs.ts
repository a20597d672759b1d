import { SEARCH_COUNT_CAP } from '@basisdesk/shared';

/**
 * What the search's ways of reading cost, and what it knows of a words search before it reads
 * (decision 027): ticket-search.ts counts with them, ticket-search-page.ts reads the page.
 */

export const CAP = SEARCH_COUNT_CAP;
/** How many of the newest tickets tell how common a search's words are. */
export const PROBE_ROWS = 1_000;
/**
 * What reading a match costs, each way, in microseconds (measured on a million tickets,
 * PostgreSQL 15, its default 128 MB of shared buffers, each statement timed as the search sends
 * it, not under EXPLAIN ANALYZE, whose clock on every row triples a walk's cost; decision 027):
 * walking the newest-first index reads a row in 0.2–0.4 µs (the rows of one time are on
 * neighbouring pages); the full-text index gathers a match of a prefix (`word:*`, as the search's
 * last word always is) into a bitmap at 0.6–1.3 µs, and each match it gathers is then read from the
 * table at ~3 µs (scattered pages).
 */
export const WALK_ROW_US = 0.25;
export const INDEX_MATCH_US = 1;
export const TABLE_ROW_US = 3;

/**
 * Words the probe expects at most this many matches of are counted whole through the full-text
 * index, not only to one past the cap: the index gathers every match whatever the limit (~9 ms for
 * two rare words at a million tickets, the last a prefix), so reading up to this many rows instead
 * of the cap's (~3 µs each) lets the count bring the page too, where a second statement would
 * gather them all again.
 */
export const WHOLE_COUNT_LIMIT = 1_000;

/** What the probe found: the words' share among the newest tickets, and the table's size. */
export interface Probe {
  share: number;
  tableRows: number;
}

/** The probe's figures; null when it saw every ticket within the filters (then there is little to read). */
export function probeOf(
  row: { matches?: number; rows?: number; table_rows?: number } | undefined,
): Probe | null {
  const rows = Number(row?.rows ?? 0);
  if (rows < PROBE_ROWS) return null;
  return { share: Number(row?.matches ?? 0) / rows, tableRows: Number(row?.table_rows ?? 0) };
}

/**
 * Whether the words are counted whole (WHOLE_COUNT_LIMIT): the probe expects few of them in the
 * table, or saw every ticket within the filters (fewer than PROBE_ROWS).
 */
export const isCountedWhole = (probe: Probe | null): boolean =>
  probe === null || probe.share * probe.tableRows <= WHOLE_COUNT_LIMIT;
