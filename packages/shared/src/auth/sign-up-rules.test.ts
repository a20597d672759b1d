import { describe, expect, it } from 'vitest';
import { findSignUpProblem } from './sign-up-rules';

const valid = { password: 'secret1', confirmPassword: 'secret1', firstName: 'Asha', lastName: 'Rao' };

describe('findSignUpProblem', () => {
  it('accepts a complete form', () => {
    expect(findSignUpProblem(valid)).toBeNull();
  });

  it('reports a mismatch before a short password (the spec order)', () => {
    expect(findSignUpProblem({ ...valid, password: 'abc', confirmPassword: 'abd' })?.title).toBe(
      'Password Mismatch',
    );
  });

  it('reports a password under the minimum length', () => {
    expect(findSignUpProblem({ ...valid, password: 'abc', confirmPassword: 'abc' })?.title).toBe(
      'Password Too Short',
    );
  });

  it('reports blank names', () => {
    expect(findSignUpProblem({ ...valid, lastName: '   ' })?.title).toBe('Missing Information');
  });
});
