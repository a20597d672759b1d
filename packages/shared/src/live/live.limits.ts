/** Live-stream limits, free of zod. */

/**
 * How many live event streams one person may hold open at once, across every app node: a tab
 * holds one, so ten is more tabs than anyone works in, and a runaway script cannot pin a node's
 * connections (decision 032).
 */
export const MAX_OPEN_LIVE_STREAMS_PER_USER = 10;
