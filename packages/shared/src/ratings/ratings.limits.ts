/** Spec §9: each score is 1 to 5; the comment is optional, up to 100 characters. */
export const RATING_SCORE_MIN = 1;

export const RATING_SCORE_MAX = 5;

export const RATING_COMMENT_MAX_LENGTH = 100;
