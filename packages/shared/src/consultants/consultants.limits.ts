/** Rupees per hour: above 0, at most 2 decimals, and below a ceiling no real rate reaches. */
export const MAX_HOURLY_RATE = 1_000_000;
