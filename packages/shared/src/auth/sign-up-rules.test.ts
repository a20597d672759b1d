import { describe, expect, it } from 'vitest';
import { signUpFormSchema } from './sign-up-form.schema';
import { findSignUpProblem } from './sign-up-rules';

const valid = {
  email: 'asha@example.com',
  role: 'Customer',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Asha',
  lastName: 'Rao',
};

/** The problem the sign-up form toasts for these values: its schema's messages, in the spec's order. */
const problemOf = (values: typeof valid) =>
  findSignUpProblem(signUpFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? []);

describe('findSignUpProblem', () => {
  it('accepts a complete form', () => {
    expect(problemOf(valid)).toBeNull();
  });

  it('reports a mismatch before a short password (the spec order)', () => {
    expect(problemOf({ ...valid, password: 'abc', confirmPassword: 'abd' })?.title).toBe('Password Mismatch');
  });

  it('reports a password under the minimum length', () => {
    expect(problemOf({ ...valid, password: 'abc', confirmPassword: 'abc' })?.title).toBe(
      'Password Too Short',
    );
  });

  it('reports blank names', () => {
    expect(problemOf({ ...valid, lastName: '   ' })?.title).toBe('Missing Information');
  });

  it('reports a mismatch first even when the names are blank and the password is short', () => {
    expect(
      problemOf({ ...valid, firstName: ' ', lastName: '', password: 'abcde', confirmPassword: 'abcdf' }),
    ).toEqual({ title: 'Password Mismatch', message: 'Passwords do not match' });
  });

  it('has no toast for an e-mail problem: the field shows it', () => {
    expect(problemOf({ ...valid, email: 'not-an-address' })).toBeNull();
  });
});
