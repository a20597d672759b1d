import { z } from 'zod';

/** A list's state in the address: every field a string or a number, each with a default. */
export type ListParams = Record<string, string | number>;

/**
 * A schema whose every field has a `.catch(default)`, so that a missing, mistyped or hand-edited
 * value reads as the default instead of failing: the list still opens, unfiltered there.
 */
export type ListParamsSchema<Params extends ListParams> = z.ZodType<Params>;

/** What the address says, read through the list's schema. Keys the schema does not name are ignored. */
export function parseListParams<Params extends ListParams>(
  schema: ListParamsSchema<Params>,
  search: URLSearchParams,
): Params {
  return schema.parse(Object.fromEntries(search));
}

/**
 * The next address. Changed fields are written, a field back at its default leaves the address (so
 * an unfiltered list has a clean URL), and a filter change goes back to page 1 unless a page is given.
 * Keys the schema does not name (a `?ticket=` link) are kept as they are.
 */
export function writeListParams<Params extends ListParams>(
  schema: ListParamsSchema<Params>,
  current: URLSearchParams,
  changes: Partial<Params>,
): URLSearchParams {
  const defaults = schema.parse({});
  const before = parseListParams(schema, current);
  const next = new URLSearchParams(current);
  let isFilterChanged = false;
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (name !== 'page' && value !== before[name]) isFilterChanged = true;
    if (value === defaults[name]) next.delete(name);
    else next.set(name, String(value));
  }
  if (isFilterChanged && 'page' in defaults && changes.page === undefined) next.delete('page');
  return next;
}

/** The fields lists keep in the address, each reading a bad or missing value as its default. */
export const listParam = {
  /** Free text, trimmed; '' when absent. */
  text: () => z.string().trim().catch(''),
  /** One of a fixed set; '' (no filter) when absent or unknown. */
  choice: <Value extends string>(values: readonly [Value, ...Value[]]) =>
    z.enum(values).or(z.literal('')).catch(''),
  /** An id; '' when absent or not an id. */
  id: () => z.guid().or(z.literal('')).catch(''),
  /** A calendar day, YYYY-MM-DD (a date input's value); '' when absent or not a day. */
  day: () => z.iso.date().or(z.literal('')).catch(''),
  /** A page number from 1; 1 when absent or not a page. */
  page: () => z.coerce.number().int().min(1).catch(1),
};
