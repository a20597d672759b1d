import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './control-characters';

const REFUSED = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
].map((code) => String.fromCharCode(code));

describe('hasControlCharacter', () => {
  it('finds U+0000–U+001F (but tab, line feed, carriage return) and U+007F anywhere in the text', () => {
    expect(REFUSED).toHaveLength(30);
    for (const character of REFUSED) {
      for (const text of [character, `a${character}`, `${character}b`, `a${character}b`]) {
        expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
      }
    }
  });

  it('allows tab, line feed and carriage return, and every other character (C1, emoji, right-to-left, a lone surrogate)', () => {
    expect(hasControlCharacter('Line one\r\n\tLine two')).toBe(false);
    expect(hasControlCharacter('\u0080\u009f €₹ 😀 \u202e \ud800 \ufeff')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const expected = [...text].some((character) => REFUSED.includes(character));
        expect(hasControlCharacter(text)).toBe(expected);
      }),
    );
  });
});

describe('findControlCharacter', () => {
  it('names the first value that holds one by its path, at any depth', () => {
    expect(findControlCharacter({ email: 'a@b.co', password: 'x\u0000' })).toEqual({
      path: 'password',
      inName: false,
    });
    expect(findControlCharacter({ items: [{ name: 'ok' }, { name: 'bad\u001b[31m' }] })).toEqual({
      path: 'items.1.name',
      inName: false,
    });
    expect(findControlCharacter('\u007f')).toEqual({ path: '', inName: false });
    expect(findControlCharacter(['ok', ['ok', '\u0008']])).toEqual({ path: '1.1', inName: false });
  });

  it("names a field's name that holds one by the object it is in", () => {
    expect(findControlCharacter({ profile: { 'first\u0000Name': 'Ann' } })).toEqual({
      path: 'profile',
      inName: true,
    });
    expect(findControlCharacter({ '\u0001': 1 })).toEqual({ path: '', inName: true });
  });

  it('finds one exactly when some string, value or name, holds one', () => {
    expect(findControlCharacter({ a: [1, true, null, 'tab\there', { b: 'new\nline' }], c: 2.5 })).toBeNull();
    const holdsOne = (value: unknown): boolean =>
      typeof value === 'string'
        ? hasControlCharacter(value)
        : Array.isArray(value)
          ? value.some(holdsOne)
          : value !== null && typeof value === 'object'
            ? Object.entries(value).some(([key, inner]) => hasControlCharacter(key) || holdsOne(inner))
            : false;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(findControlCharacter(value) !== null).toBe(holdsOne(value));
      }),
    );
  });

  it('walks a value nested half a million deep (a 1 MiB body of brackets) without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(500_000)}"\\u0000"${']'.repeat(500_000)}`);
    expect(findControlCharacter(deep)?.inName).toBe(false);
  });
});
