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
 * PostgreSQL 15, its default 128 MB of shared buffers; decision 027): walking the newest-first
 * index reads a row in ~0.5 µs (the rows of one time are on neighbouring pages); the full-text
 * index gathers a match in ~0.4 µs (a prefix's matches into a bitmap), and each match it gathers
 * is then read from the table at ~3 µs (scattered pages).
 */
export const WALK_ROW_US = 0.5;
export const INDEX_MATCH_US = 0.4;
export const TABLE_ROW_US = 3;

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
