import { AUTH_MESSAGES, COMMON_PASSWORDS_REFUSED } from '@basisdesk/shared';
import { AppError } from './errors';

// The list (zxcvbn-ts's `passwords-common`, 49,233 entries from leaked-password corpora) is ordered
// by how often each was used; its first COMMON_PASSWORDS_REFUSED are what an online guesser tries
// first, and refusing more turns away ordinary choices for little gain against a limiter that
// allows a handful of guesses (decision 033).

let commonPasswords: Promise<Set<string>> | undefined;

/** Loaded once, on the first password set, not at start-up: decompressing the list takes a moment. */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((entry) => entry.toLowerCase()),
      ),
  );
  return commonPasswords;
}

/** One character over and over ('aaaaaa'), or letters or digits in a straight run up or down ('abcdef', '654321'). */
function isRepeatOrRun(password: string): boolean {
  if (/^(.)\1*$/u.test(password)) return true;
  if (!/^([a-z]+|\d+)$/.test(password)) return false;
  const step = password.charCodeAt(1) - password.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let index = 2; index < password.length; index += 1) {
    if (password.charCodeAt(index) - password.charCodeAt(index - 1) !== step) return false;
  }
  return true;
}

/** Among the most used passwords (case aside), or a repeat or a straight run. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lowered = password.toLowerCase();
  return isRepeatOrRun(lowered) || (await loadCommonPasswords()).has(lowered);
}

/**
 * Refuses a new password that guessers try first, as a 400 on its field (`path`) like the schema's
 * own refusals. Server-side only: the list never travels to the browser.
 */
export async function assertUncommonPassword(password: string, path: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.passwordTooCommon, {
      details: [{ path, message: AUTH_MESSAGES.passwordTooCommon }],
    });
  }
}
