import { MIN_PASSWORD_LENGTH } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';

export type SignUpProblem = { title: string; message: string };

/**
 * The sign-up form's checks in the spec's order (§5): match, length, names. The first failure is
 * shown as a toast with its title; the server checks the same rules again.
 */
export function findSignUpProblem(form: {
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}): SignUpProblem | null {
  if (form.password !== form.confirmPassword) {
    return { title: 'Password Mismatch', message: AUTH_MESSAGES.passwordsDoNotMatch };
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password Too Short', message: AUTH_MESSAGES.passwordTooShort };
  }
  if (!form.firstName.trim() || !form.lastName.trim()) {
    return { title: 'Missing Information', message: AUTH_MESSAGES.namesRequired };
  }
  return null;
}
