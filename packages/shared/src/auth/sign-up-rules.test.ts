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

describe('findSignUpProblem (spec §5 "Sign-up, checked in this order")', () => {
  it('accepts a complete form', () => {
    expect(problemOf(valid)).toBeNull();
  });

  it("1. a mismatch comes first, before a short password: 'Password Mismatch'", () => {
    expect(problemOf({ ...valid, password: 'abc', confirmPassword: 'abd', firstName: ' ' })).toEqual({
      title: 'Password Mismatch',
      message: 'Passwords do not match',
    });
  });

  it("2. then a password under 6 characters: 'Password Too Short'", () => {
    expect(problemOf({ ...valid, password: 'abc', confirmPassword: 'abc', lastName: '' })).toEqual({
      title: 'Password Too Short',
      message: 'Password must be at least 6 characters long',
    });
    expect(problemOf({ ...valid, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it("3. then names blank after trimming: 'Missing Information'", () => {
    for (const names of [{ lastName: '   ' }, { firstName: '' }]) {
      expect(problemOf({ ...valid, ...names })).toEqual({
        title: 'Missing Information',
        message: 'First name and last name are required',
      });
    }
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
