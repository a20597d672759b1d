import { describe, expect, it } from 'vitest';
import { signUpFormSchema } from './sign-up-form.schema';

const valid = {
  email: ' Asha@Example.com ',
  role: 'customer',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: ' Asha ',
  lastName: 'Rao',
};

const messagesByField = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (signUpFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('signUpFormSchema', () => {
  it('gives the registration body the server expects, trimmed, with the confirmation beside it', () => {
    expect(signUpFormSchema.parse(valid)).toEqual({
      email: 'asha@example.com',
      role: 'Customer',
      password: 'secret1',
      confirmPassword: 'secret1',
      firstName: 'Asha',
      lastName: 'Rao',
    });
  });

  it('names each field that breaks a rule, the mismatch on the confirmation', () => {
    expect(
      messagesByField({
        ...valid,
        firstName: '  ',
        lastName: '',
        password: 'abcde',
        confirmPassword: 'abcdf',
      }),
    ).toEqual({
      password: 'Password must be at least 6 characters long',
      firstName: 'First name and last name are required',
      lastName: 'First name and last name are required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses an address that is not one, and a role people cannot pick themselves', () => {
    expect(messagesByField({ ...valid, email: 'asha@', role: 'Admin' })).toEqual({
      email: 'Please enter a valid email address',
      role: 'Role must be Customer or Consultant',
    });
  });
});
