/**
 * How sign-in resists guessing (decision 033), free of zod: the system settings
 * SignInMaxFailuresPerAccount, SignInMaxFailuresPerAddress and SignInLockMinutes, their defaults
 * and the ranges an admin may set them in.
 */

/** Failed sign-ins to one account (its e-mail address, from any client) in a window. Spec §9: 5. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT = 5;
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MIN = 3;
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MAX = 100;

/** Failed sign-ins from one client address, to any accounts, in a window: an office shares one. */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS_DEFAULT = 100;
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS_MIN = 10;
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS_MAX = 10_000;

/** The window the failures are counted in, and so how long a lock lasts at most. Spec §9: 30. */
export const SIGN_IN_LOCK_MINUTES_DEFAULT = 30;
export const SIGN_IN_LOCK_MINUTES_MIN = 1;
export const SIGN_IN_LOCK_MINUTES_MAX = 1440;
