/** Sign-in and sign-up limits, free of zod so the sign-in page stays light. */

export const MIN_PASSWORD_LENGTH = 6;

/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust the server. */
export const MAX_PASSWORD_LENGTH = 256;
