import { z } from 'zod';
import { emailSchema } from '../common/primitives.schema';
import { timeZoneSchema } from '../common/time-zone.schema';
import { MAX_PASSWORD_LENGTH, MAX_PERSON_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';
import { ROLES } from './roles';
import { selfServiceRoleSchema } from './roles.schema';
import { secondFactorChallengeSchema } from './second-factor.schema';

export {
  COMMON_PASSWORDS_REFUSED,
  MAX_PASSWORD_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './auth.limits';
export { AUTH_MESSAGES } from './auth.messages';

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const personNameSchema = z
  .string({ error: AUTH_MESSAGES.namesRequired })
  .trim()
  .min(1, AUTH_MESSAGES.namesRequired)
  .max(MAX_PERSON_NAME_LENGTH, AUTH_MESSAGES.namesTooLong);

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  role: selfServiceRoleSchema,
  /** The browser's zone, detected at sign-up; an unknown one is refused on this field. */
  timeZone: timeZoneSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
  /**
   * The browser's zone, kept on the first sign-in of an account that has none. Only its length is
   * checked here: a zone the server does not know is ignored, because a sign-in never fails for it.
   */
  timeZone: z.string().max(100).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  timeZone: z.string().nullable().describe('IANA time zone; null until detected or chosen'),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** A session: the spec's sign-in answer, the bearer token and who it is for. */
export const signedInResponseSchema = authUserSchema.extend({
  token: z.string(),
  expiresAt: z.string().describe('When the token stops working (ISO-8601 UTC)'),
});
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/**
 * POST auth/login: the session, or, for an account with a second factor, the challenge that
 * POST auth/login/second-factor answers with its code. The web tells them apart by
 * `secondFactorRequired` (isSecondFactorChallenge).
 */
export const loginResponseSchema = z.union([signedInResponseSchema, secondFactorChallengeSchema]);
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

export const confirmEmailResponseSchema = z.object({ message: z.string() });

/** POST auth/resend-verification: the address to send a new verification link to, if it waits for one. */
export const resendVerificationBodySchema = z.strictObject({ email: emailSchema });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

export const flagStatusSchema = z.object({ isEnabled: z.boolean() });
