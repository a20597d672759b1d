import { describe, expect, it } from 'vitest';
import { findSignUpProblem } from './sign-up-rules';

const valid = { password: 'secret1', confirmPassword: 'secret1', firstName: 'Asha', lastName: 'Rao' };

describe('findSignUpProblem (spec §5 "Sign-up, checked in this order")', () => {
  it('accepts a complete form', () => {
    expect(findSignUpProblem(valid)).toBeNull();
  });

  it("1. a mismatch comes first, before a short password: 'Password Mismatch'", () => {
    expect(findSignUpProblem({ ...valid, password: 'abc', confirmPassword: 'abd', firstName: ' ' })).toEqual({
      title: 'Password Mismatch',
      message: 'Passwords do not match',
    });
  });

  it("2. then a password under 6 characters: 'Password Too Short'", () => {
    expect(findSignUpProblem({ ...valid, password: 'abc', confirmPassword: 'abc', lastName: '' })).toEqual({
      title: 'Password Too Short',
      message: 'Password must be at least 6 characters long',
    });
    expect(findSignUpProblem({ ...valid, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it("3. then names blank after trimming: 'Missing Information'", () => {
    for (const names of [{ lastName: '   ' }, { firstName: '' }]) {
      expect(findSignUpProblem({ ...valid, ...names })).toEqual({
        title: 'Missing Information',
        message: 'First name and last name are required',
      });
    }
  });
});
