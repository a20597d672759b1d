/** Social sign-in limits. */

/** Time between the provider's return and the completed profile before the person must start again. */
export const PENDING_SOCIAL_SIGNUP_MINUTES = 30;

/** Supabase access tokens carry the user's metadata; a few KiB is plenty, more is not a token. */
export const MAX_ACCESS_TOKEN_LENGTH = 16_384;
