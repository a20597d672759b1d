import { COMMON_PASSWORDS_REFUSED } from '@basisdesk/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

const list = dictionary['passwords-common'];

describe('isCommonPassword', () => {
  it("refuses the list's most used entries, whatever their letter case", async () => {
    for (const password of ['123456', 'password', 'Password', 'PASSWORD', 'qwerty', 'letmein', 'secret1']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it(`refuses the first ${COMMON_PASSWORDS_REFUSED.toLocaleString('en')} entries and no further`, async () => {
    const isUnremarkable = (entry: string) =>
      entry.length >= 6 &&
      !/^(.)\1*$/.test(entry) &&
      !list.slice(0, COMMON_PASSWORDS_REFUSED).includes(entry);
    expect(await isCommonPassword(list[COMMON_PASSWORDS_REFUSED - 1]!)).toBe(true);
    const beyond = list.slice(COMMON_PASSWORDS_REFUSED).find(isUnremarkable)!;
    expect(await isCommonPassword(beyond), beyond).toBe(false);
  });

  it('refuses one character repeated and straight runs of letters or digits, up or down', async () => {
    for (const password of [
      'aaaaaa',
      'ZZZZZZZ',
      '!!!!!!',
      'abcdef',
      'ABCDEFG',
      'fedcba',
      '654321',
      '3456789',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses every repeat and every straight run, whatever the character and length', async () => {
    const repeat = fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' }),
        fc.integer({ min: 6, max: 40 }),
      )
      .map(([character, length]) => character.repeat(length));
    const run = fc
      .tuple(
        fc.constantFrom('abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'),
        fc.integer({ min: 6, max: 26 }),
        fc.nat(),
        fc.boolean(),
      )
      .filter(([alphabet, length]) => length <= alphabet.length)
      .map(([alphabet, length, start, isDown]) => {
        const from = start % (alphabet.length - length + 1);
        const up = alphabet.slice(from, from + length);
        return isDown ? [...up].reverse().join('') : up;
      });
    await fc.assert(fc.asyncProperty(fc.oneof(repeat, run), async (password) => isCommonPassword(password)));
  });

  it('accepts what a guesser would not try first', async () => {
    for (const password of [
      'correct-horse-7',
      'abcdeg',
      '9146273',
      'aaaaab',
      'pqpqpq',
      'Tickets#42',
      'zyxwvutsr0',
    ]) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
