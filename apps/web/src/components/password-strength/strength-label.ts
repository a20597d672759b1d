/** What the strength meter says of a password, free of the estimator (its own lazy chunk). */

/** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: StrengthScore;
  /** The whole password is one of the most used ones: the server refuses it. */
  isCommon: boolean;
}

export const STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

export const COMMON_PASSWORD_HINT = 'This is one of the most common passwords';

export interface StrengthReading {
  label: (typeof STRENGTH_LABELS)[number];
  /** How many of the bar's five segments are filled (1 to 5). */
  level: number;
  tone: 'weak' | 'fair' | 'strong';
  hint: string | null;
}

/** The label, bar and hint for a score; a common password reads as too weak whatever its score. */
export function describeStrength({ score, isCommon }: PasswordStrength): StrengthReading {
  const shown = isCommon ? 0 : score;
  return {
    label: STRENGTH_LABELS[shown],
    level: shown + 1,
    tone: shown <= 1 ? 'weak' : shown === 2 ? 'fair' : 'strong',
    hint: isCommon ? COMMON_PASSWORD_HINT : null,
  };
}
