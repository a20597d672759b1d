import { MAX_PASSWORD_LENGTH, MAX_PERSON_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './auth.limits';

/** The spec's sign-in and sign-up words, free of zod so the sign-in page stays light. */

export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  namesRequired: 'First name and last name are required',
  namesTooLong: `Names must be at most ${MAX_PERSON_NAME_LENGTH} characters long`,
  invalidCredentials: 'Invalid credentials',
  emailNotVerified: 'Please verify your email before signing in. Check your inbox for the verification link.',
  accountDeactivated: 'Your account has been deactivated. Please contact support.',
  accountExists: 'An account with this email already exists',
  consultantRegistrationDisabled:
    'Consultant registration is currently disabled. Please contact support to register as a consultant.',
  invalidOrMissingToken: 'Invalid or missing verification token.',
  verificationFailed: 'Email verification failed. The token may be expired or invalid.',
  emailVerified: 'Email verified successfully. You can now sign in.',
  /** A verification link opened again once the address is verified (by it or a later one). */
  alreadyVerified: 'This email address is already verified. You can sign in.',
  /** The same words whether or not the address waits for verification: the answer reveals nobody. */
  verificationLinkSent:
    'If that address has an account waiting to be verified, we have sent it a new verification link.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** The same words whether or not the address has an account: the answer reveals nobody. */
  resetLinkSent: 'If an account exists for that address, we have sent a link to reset its password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Request a new one.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  /** A new password among the most used ones, or one character repeated, or a straight run. */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;
