// Zod-free, so the web's api client (in every page, /login too) names the header without zod.

/**
 * The header a client sends with a creating request so that a retry never does the work twice
 * (decision 037, Stripe's model): the same key within 24 hours answers the first answer again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored answer given again, not the work done again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
