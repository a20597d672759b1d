/** Rupees per hour: above 0, at most 2 decimals, and below a ceiling no real rate reaches. */
export const MAX_HOURLY_RATE = 1_000_000;

/** One paisa: a rate has at most two decimals (spec §5: input step 0.01), so this is also the lowest rate. */
export const HOURLY_RATE_STEP = 0.01;
