import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_HINT, describeStrength, type StrengthScore } from './strength-label';

describe('describeStrength', () => {
  it.each([
    [0, 'Too weak', 1, 'weak'],
    [1, 'Weak', 2, 'weak'],
    [2, 'Fair', 3, 'fair'],
    [3, 'Strong', 4, 'strong'],
    [4, 'Very strong', 5, 'strong'],
  ] as const)('score %i reads %s, %i segments, %s', (score, label, level, tone) => {
    expect(describeStrength({ score: score as StrengthScore, isCommon: false })).toEqual({
      label,
      level,
      tone,
      hint: null,
    });
  });

  it('a common password is too weak, whatever its score, and says why', () => {
    expect(describeStrength({ score: 3, isCommon: true })).toEqual({
      label: 'Too weak',
      level: 1,
      tone: 'weak',
      hint: COMMON_PASSWORD_HINT,
    });
    expect(COMMON_PASSWORD_HINT).toBe('This is one of the most common passwords');
  });
});
