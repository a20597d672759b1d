/** Service-request identifier limits, free of zod so light pages can use them. */

export const SR_IDENTIFIER_MAX_LENGTH = 50;

export const SR_TASK_MAX_LENGTH = 500;

/**
 * The wizard checks an identifier once it has at least this many characters (spec §9), so none may
 * be shorter: the admin cannot store one that no customer could ever quote.
 */
export const SR_IDENTIFIER_MIN_CHECK_LENGTH = 3;

/** Suggestions: 20 while the search has 2 or fewer characters, 10 after that. */
export const SR_SUGGESTION_LIMITS = { short: 20, long: 10, shortSearchMaxLength: 2 } as const;

export function srSuggestionLimit(search: string): number {
  return search.trim().length <= SR_SUGGESTION_LIMITS.shortSearchMaxLength
    ? SR_SUGGESTION_LIMITS.short
    : SR_SUGGESTION_LIMITS.long;
}
