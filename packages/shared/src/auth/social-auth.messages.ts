import { AUTH_MESSAGES } from './auth.messages';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from './social-providers';

/** Social sign-in words, free of zod so the sign-in page stays light. */

export const SOCIAL_AUTH_MESSAGES = {
  selectAccountType: 'Please select an account type',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: AUTH_MESSAGES.passwordsDoNotMatch,
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  notConfigured: 'Social sign-in is not configured',
  unavailable: 'Social sign-in is unavailable right now. Please try again in a few minutes.',
  ssoDisabled: 'Single sign-on is disabled. Please sign in with your email and password.',
  accountExists:
    'An account with this email already exists. Please sign in with your email and password instead.',
  signupExpired: 'Authentication failed: the sign-in has expired, please start again',
  /** The sign-in page could not learn which social buttons the admin switched on. */
  ssoStatusFailed: 'Failed to fetch SSO configuration',
  /** Our server's answer to the callback was not the sign-in or sign-up answer it must be. */
  parseFailed: 'Failed to parse authentication response',
} as const;

export const providerDisabledMessage = (provider: SocialProvider) =>
  `${SOCIAL_PROVIDER_LABELS[provider]} sign-in is disabled. Please sign in with your email and password.`;
