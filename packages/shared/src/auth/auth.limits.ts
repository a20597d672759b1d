/** Sign-in and sign-up limits, free of zod so the sign-in page stays light. */

export const MIN_PASSWORD_LENGTH = 6;

/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust the server. */
export const MAX_PASSWORD_LENGTH = 256;

/** A first or last name: room for any real name, not for a document. */
export const MAX_PERSON_NAME_LENGTH = 100;

/**
 * How many of the most used passwords (zxcvbn-ts's `passwords-common`, by frequency) a new
 * password may not be: the server refuses them, the strength meter names them (decision 033).
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;
