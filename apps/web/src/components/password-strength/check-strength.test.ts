import { describe, expect, it } from 'vitest';
import { checkStrength } from './check-strength';

describe('checkStrength', () => {
  it('names the most common passwords, in any letter case', () => {
    for (const password of ['123456', 'password', 'Password', 'qwerty123']) {
      expect(checkStrength(password), password).toEqual({ score: 0, isCommon: true });
    }
  });

  it('scores a repeat or a run as too weak without calling it common, and a long passphrase as very strong', () => {
    expect(checkStrength('aaaaaa')).toMatchObject({ score: 0, isCommon: false });
    expect(checkStrength('lantern-orbit-42-quietly')).toEqual({ score: 4, isCommon: false });
  });
});
