/**
 * The planner settings the ticket search's statements run under (decision 027): no sequential scan
 * (every way of matching has an index, and a scan that stops early is what the planner picks when
 * it overrates a prefix, which on a million tickets may read them all), and no parallel workers
 * (each statement is bounded; workers only take the cores the other requests need).
 */
export const SEARCH_PLANNER_SETTINGS = {
  enable_seqscan: 'off',
  max_parallel_workers_per_gather: '0',
} as const;

/**
 * The same settings as a connection's start-up options: on PostgreSQL the search has connections
 * of its own opened with them, so it sends no transaction to set them in (three round trips).
 */
export const SEARCH_PLANNER_OPTIONS = Object.entries(SEARCH_PLANNER_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');
