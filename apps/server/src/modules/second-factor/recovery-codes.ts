import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@basisdesk/shared';

/**
 * Crockford's Base32: no I, L, O or U, so a code read off paper cannot be mistyped into another.
 * Twelve characters of it are 60 random bits, far past guessing at the sign-in's pace, which is
 * why a plain SHA-256 of the code is enough to keep (a slow hash guards short human secrets).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;
const GROUP = 4;
const CANONICAL = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

const newRecoveryCode = () => {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  // Groups of four (7K3Q-9XWD-M2PA): easy to read aloud and to copy by hand.
  return characters.join('').replace(new RegExp(`(.{${GROUP}})(?!$)`, 'g'), '$1-');
};

/**
 * A typed recovery code in its one spelling: case, spaces and hyphens do not matter, and the
 * letters Crockford reads as digits (O as 0, I and L as 1) are read so. Null if it cannot be one.
 */
export function asRecoveryCode(typed: string): string | null {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CANONICAL.test(compact) ? compact : null;
}

export const hashRecoveryCode = (canonical: string) =>
  crypto.createHash('sha256').update(canonical).digest('hex');

/** A fresh set: the codes to show once, and the hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => hashRecoveryCode(asRecoveryCode(code) ?? code)) };
}
