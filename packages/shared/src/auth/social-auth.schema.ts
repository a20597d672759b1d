import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MAX_PERSON_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';
import { signedInResponseSchema } from './auth.schema';
import { capitaliseRole, SELF_SERVICE_ROLES } from './roles';
import { secondFactorChallengeSchema } from './second-factor.schema';
import { MAX_ACCESS_TOKEN_LENGTH } from './social-auth.limits';
import { SOCIAL_AUTH_MESSAGES } from './social-auth.messages';
import { SOCIAL_PROVIDERS } from './social-providers';

export { PENDING_SOCIAL_SIGNUP_MINUTES } from './social-auth.limits';
export { providerDisabledMessage, SOCIAL_AUTH_MESSAGES } from './social-auth.messages';
export { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, type SocialProvider } from './social-providers';

const socialProviderSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(SOCIAL_PROVIDERS, { error: 'Provider must be google or apple' }),
);

/** POST auth/supabase-callback: the Supabase session's access token and the provider it came from. */
export const supabaseCallbackBodySchema = z.strictObject({
  accessToken: z
    .string({ error: 'accessToken is required' })
    .trim()
    .min(1, 'accessToken is required')
    .max(MAX_ACCESS_TOKEN_LENGTH, 'accessToken is too long'),
  provider: socialProviderSchema,
});
export type SupabaseCallbackBody = z.infer<typeof supabaseCallbackBodySchema>;

/** A linked account: the same answer as POST auth/login. */
export const socialSignedInSchema = signedInResponseSchema.extend({
  requiresAdditionalInfo: z.literal(false),
});

/** A linked account with a second factor: the same challenge as POST auth/login gives. */
export const socialSecondFactorSchema = secondFactorChallengeSchema.extend({
  requiresAdditionalInfo: z.literal(false),
});

/** No account yet: the person completes the sign-up with POST auth/complete-supabase-signup. */
export const socialSignupRequiredSchema = z.object({
  requiresAdditionalInfo: z.literal(true),
  supabaseUserId: z.string(),
  firstName: z.string().describe('From the provider; empty when it gave none'),
  lastName: z.string().describe('From the provider; empty when it gave none'),
});

export type SocialSignupRequired = z.infer<typeof socialSignupRequiredSchema>;

export const supabaseCallbackResponseSchema = z.union([
  socialSecondFactorSchema,
  socialSignedInSchema,
  socialSignupRequiredSchema,
]);
export type SupabaseCallbackResponse = z.infer<typeof supabaseCallbackResponseSchema>;

/** A blank choice is no choice: it gets the spec's "select" message, a wrong one names the options. */
const accountTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : capitaliseRole(value)),
  z.enum(SELF_SERVICE_ROLES, {
    error: (issue) =>
      issue.input === undefined
        ? SOCIAL_AUTH_MESSAGES.selectAccountType
        : 'Role must be Customer or Consultant',
  }),
);

/** Optional: a blank name falls back to the provider's (see the social-auth service). */
const optionalNameSchema = z
  .string({ error: 'Names must be text' })
  .trim()
  .max(MAX_PERSON_NAME_LENGTH, AUTH_MESSAGES.namesTooLong)
  .optional();

/**
 * POST auth/complete-supabase-signup, checked in the spec's order: account type, password,
 * confirmation, match, length.
 */
export const completeSupabaseSignupBodySchema = z
  .strictObject({
    role: accountTypeSchema,
    password: z
      .string({ error: SOCIAL_AUTH_MESSAGES.passwordRequired })
      .min(1, SOCIAL_AUTH_MESSAGES.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
    confirmPassword: z
      .string({ error: SOCIAL_AUTH_MESSAGES.confirmPasswordRequired })
      .min(1, SOCIAL_AUTH_MESSAGES.confirmPasswordRequired)
      .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
    firstName: optionalNameSchema,
    lastName: optionalNameSchema,
    supabaseUserId: z
      .string({ error: 'supabaseUserId is required' })
      .trim()
      .min(1, 'supabaseUserId is required')
      .max(255, 'supabaseUserId is too long'),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: SOCIAL_AUTH_MESSAGES.passwordsDoNotMatch,
      });
    } else if (body.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SOCIAL_AUTH_MESSAGES.passwordTooShort });
    }
  });
export type CompleteSupabaseSignupBody = z.infer<typeof completeSupabaseSignupBodySchema>;
