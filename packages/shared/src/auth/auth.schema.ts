import { z } from 'zod';
import { emailSchema } from '../common/primitives.schema';
import { ROLES, selfServiceRoleSchema } from './roles';

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust the server. */
export const MAX_PASSWORD_LENGTH = 256;

export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  namesRequired: 'First name and last name are required',
  invalidCredentials: 'Invalid credentials',
  emailNotVerified: 'Please verify your email before signing in. Check your inbox for the verification link.',
  accountDeactivated: 'Your account has been deactivated. Please contact support.',
  accountExists: 'An account with this email already exists',
  consultantRegistrationDisabled:
    'Consultant registration is currently disabled. Please contact support to register as a consultant.',
  invalidOrMissingToken: 'Invalid or missing verification token.',
  verificationFailed: 'Email verification failed. The token may be expired or invalid.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

export const personNameSchema = z
  .string({ error: AUTH_MESSAGES.namesRequired })
  .trim()
  .min(1, AUTH_MESSAGES.namesRequired)
  .max(100, 'Names must be at most 100 characters long');

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  role: selfServiceRoleSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
});

export const loginResponseSchema = authUserSchema.extend({
  token: z.string(),
  expiresAt: z.string().describe('When the token stops working (ISO-8601 UTC)'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A request without any body is a missing token too, and gets the same words. */
export const confirmEmailBodySchema = z.preprocess(
  (body) => body ?? {},
  z.strictObject({
    token: z
      .string({ error: AUTH_MESSAGES.invalidOrMissingToken })
      .trim()
      .min(1, AUTH_MESSAGES.invalidOrMissingToken)
      .max(200, AUTH_MESSAGES.invalidOrMissingToken),
  }),
);
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

export const confirmEmailResponseSchema = z.object({ message: z.string() });

export const flagStatusSchema = z.object({ isEnabled: z.boolean() });
export type FlagStatus = z.infer<typeof flagStatusSchema>;
