/** The second factor's numbers, free of zod so the sign-in page's second step stays light. */

/** An authenticator app's code: RFC 6238 with the apps' common defaults (SHA-1, 30 s). */
export const TOTP_DIGITS = 6;

/** Recovery codes made at set-up and each time new ones are asked for; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Long enough for a recovery code typed with spaces or hyphens, short enough to stop at once. */
export const MAX_SECOND_FACTOR_CODE_LENGTH = 32;

/** How long the second step of a sign-in waits for its code. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

/** Wrong codes one sign-in's second step takes before the person must start again. */
export const SECOND_FACTOR_CHALLENGE_ATTEMPTS = 5;
