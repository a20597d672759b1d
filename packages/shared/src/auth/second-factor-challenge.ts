import type { SecondFactorChallenge } from './second-factor.schema';

/**
 * Whether a sign-in's answer asks for the second factor's code instead of being the session; free
 * of zod (a type-only import), so the sign-in page can ask it without loading any schema.
 */
export const isSecondFactorChallenge = <Other extends object>(
  answer: Other | SecondFactorChallenge,
): answer is SecondFactorChallenge =>
  'secondFactorRequired' in answer && answer.secondFactorRequired === true;
