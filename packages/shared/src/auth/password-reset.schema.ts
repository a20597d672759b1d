import { z } from 'zod';
import { emailSchema } from '../common/primitives.schema';
import { AUTH_MESSAGES } from './auth.messages';
import { passwordSchema } from './auth.schema';

/** POST auth/forgot-password: the address to send a reset link to, if it has an account. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Any token the link carries is at most this long; the server's are 43 characters (32 bytes, base64url). */
const MAX_RESET_TOKEN_LENGTH = 200;

const newPasswordFields = z.strictObject({
  newPassword: passwordSchema,
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }),
});

/** The match is reported as sign-up reports it (spec §5), even when the length fails too. */
function checkPasswordsMatch(body: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (body.newPassword !== body.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
  }
}

/** The reset form: the new password twice, under the sign-up rules; the token and address come from the link. */
export const resetPasswordFormSchema = newPasswordFields.superRefine(checkPasswordsMatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST auth/reset-password: the link's token and address, and the new password. */
export const resetPasswordBodySchema = newPasswordFields
  .extend({
    email: emailSchema,
    token: z
      .string({ error: AUTH_MESSAGES.resetLinkInvalid })
      .trim()
      .min(1, AUTH_MESSAGES.resetLinkInvalid)
      .max(MAX_RESET_TOKEN_LENGTH, AUTH_MESSAGES.resetLinkInvalid),
  })
  .superRefine(checkPasswordsMatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const passwordResetMessageSchema = z.object({ message: z.string() });
