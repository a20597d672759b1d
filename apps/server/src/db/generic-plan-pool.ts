import type pg from 'pg';

const isNamedStatement = (config: unknown): boolean =>
  typeof config === 'object' && config !== null && typeof (config as { name?: unknown }).name === 'string';

/**
 * PostgreSQL plans a prepared statement for each execution's values until it judges a generic
 * plan no dearer, and for our named statements (a page of one person's tickets, one ticket by id)
 * it seldom does: LIMIT and OFFSET placeholders make the generic plan look expensive, so a 7-table
 * join is planned again on every call (1.5 ms of planning for 0.3 ms of work). Their plans do not
 * depend on the values, so they run on connections of their own with plan_cache_mode =
 * force_generic_plan: planned once per connection. Every other statement keeps its custom plan
 * (a date range, a search: their best plan does depend on the values).
 */
export function sendNamedStatementsTo(main: pg.Pool, named: pg.Pool): void {
  const query = main.query.bind(main) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const namedQuery = named.query.bind(named) as (...args: unknown[]) => Promise<pg.QueryResult>;
  main.query = ((...args: unknown[]) =>
    isNamedStatement(args[0]) ? namedQuery(...args) : query(...args)) as typeof main.query;
}

/** The connection settings of the named statements' pool (see sendNamedStatementsTo). */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan';
