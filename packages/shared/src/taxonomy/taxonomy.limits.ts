/** Support-taxonomy limits, free of zod so light pages can use them. */

export const SHORT_CODE_MAX_LENGTH = 10;

export const TAXONOMY_NAME_MAX_LENGTH = 100;

export const TAXONOMY_DESCRIPTION_MAX_LENGTH = 500;
