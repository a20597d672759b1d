export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): doubling from 1 s up to 30 s,
 * each wait drawn between half and all of it, so that clients cut off together do not all come
 * back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
