import { AUTH_MESSAGES } from './auth.messages';

export type SignUpProblem = { title: string; message: string };

/** The sign-up checks that have a toast, in the spec's order (§5): match, length, names. */
const SIGN_UP_PROBLEMS: readonly SignUpProblem[] = [
  { title: 'Password Mismatch', message: AUTH_MESSAGES.passwordsDoNotMatch },
  { title: 'Password Too Short', message: AUTH_MESSAGES.passwordTooShort },
  { title: 'Missing Information', message: AUTH_MESSAGES.namesRequired },
];

/**
 * Of the messages the sign-up form shows beside its fields, the one the spec checks first, with
 * its toast title; null when none of them has a toast (an e-mail problem is shown at its field).
 */
export function findSignUpProblem(messages: Iterable<string | undefined>): SignUpProblem | null {
  const shown = new Set(messages);
  return SIGN_UP_PROBLEMS.find((problem) => shown.has(problem.message)) ?? null;
}
