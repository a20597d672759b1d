import { COMMON_PASSWORDS_REFUSED } from '@basisdesk/shared/auth/auth.limits';
import { type DictionaryMatch, type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordStrength } from './strength-label';

// Loaded on the first keystroke in a new-password field (password-strength-meter.tsx), never with
// a page: the estimator and its dictionaries are several hundred kilobytes.
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** Past this the estimate costs more than it tells: a longer password is judged by its start. */
const MAX_CHECKED_LENGTH = 100;

const isDictionaryMatch = (match: MatchExtended): match is MatchExtended & DictionaryMatch =>
  match.pattern === 'dictionary';

/** How hard the password is to guess; common when it is, as it stands, one the server refuses. */
export function checkStrength(password: string): PasswordStrength {
  const result = zxcvbn.check(password.slice(0, MAX_CHECKED_LENGTH));
  const [only, ...more] = result.sequence;
  const isCommon =
    more.length === 0 &&
    only !== undefined &&
    isDictionaryMatch(only) &&
    only.dictionaryName === 'passwords-common' &&
    !only.reversed &&
    !only.l33t &&
    only.rank <= COMMON_PASSWORDS_REFUSED;
  return { score: result.score, isCommon };
}
