import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.messages';
import { registerBodySchema } from './auth.schema';

/**
 * The sign-up form: the registration body plus the confirmation the person types twice. Every
 * rule of the body applies as the server applies it; the match is checked even when other fields
 * fail, because the spec reports it first (§5).
 */
export const signUpFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }) })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
    }
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;
