import { SECOND_FACTOR_CHALLENGE_MINUTES, TOTP_DIGITS } from './second-factor.limits';

/** The second factor's words (set-up, sign-in, the admins' requirement), free of zod. */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  codeTooLong: 'That code is too long',
  /** Set-up's confirmation: only the app's code will do there. */
  invalidSetupCode: `That code is not right. Enter the current ${TOTP_DIGITS}-digit code from your authenticator app.`,
  /** Sign-in, turning off, new recovery codes: the app's code or an unused recovery code. */
  invalidCode: 'That code is not right, or it has already been used. Try the current code from your app.',
  passwordRequired: 'Password is required',
  passwordIncorrect: 'Password is incorrect.',
  alreadyEnabled: 'Two-factor authentication is already on.',
  notEnabled: 'Two-factor authentication is not on.',
  noPendingSetup: 'There is no set-up waiting for a code. Start the set-up again.',
  challengeExpired: `This sign-in has expired (it waits ${SECOND_FACTOR_CHALLENGE_MINUTES} minutes for the code). Please sign in again.`,
  tooManyWrongCodes: 'Too many wrong codes. Please sign in again.',
  /** The admin routes' refusal while the workspace requires a second factor of admins. */
  requiredForAdmins: 'Set up two-factor authentication to use admin features.',
  /** The admin screens' notice while the requirement is off (the demo workspace starts so). */
  adminRequirementOff:
    'Two-factor authentication for admins is off. The demo workspace starts this way; turn it on in Settings before real use.',
} as const;
