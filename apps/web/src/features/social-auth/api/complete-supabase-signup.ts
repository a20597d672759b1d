import type { CompleteSupabaseSignupBody } from '@basisdesk/shared/auth/social-auth.schema';
import { api } from '@/lib/api-client';

/** 204: the account exists and waits for its e-mail verification. */
export const completeSupabaseSignup = (body: CompleteSupabaseSignupBody) =>
  api.post<void>('/auth/complete-supabase-signup', body, { fallbackError: 'Failed to complete signup' });
