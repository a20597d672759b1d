import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * `column = value`, or no condition at all when the value is null: one prepared statement serves
 * "this one" and "any" (a counter's total with or without a filter). Compared as text, so an enum
 * column and a text placeholder meet without a cast per type.
 */
export const equalsUnlessNull = (column: AnyColumn, value: Placeholder): SQL =>
  sql`(${value}::text is null or ${column}::text = ${value}::text)`;
