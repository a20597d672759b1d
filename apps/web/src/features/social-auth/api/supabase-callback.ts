import { SOCIAL_AUTH_MESSAGES } from '@basisdesk/shared/auth/social-auth.messages';
import {
  type SupabaseCallbackBody,
  type SupabaseCallbackResponse,
  supabaseCallbackResponseSchema,
} from '@basisdesk/shared/auth/social-auth.schema';
import { api } from '@/lib/api-client';

/** An answer that is neither a sign-in nor a request for the rest of the profile: nothing to act on. */
export class AuthResponseParseError extends Error {
  constructor() {
    super(SOCIAL_AUTH_MESSAGES.parseFailed);
    this.name = 'AuthResponseParseError';
  }
}

/** The callback's answer read through the shared contract; anything else (not JSON, another shape) is refused. */
export function parseCallbackAnswer(answer: unknown): SupabaseCallbackResponse {
  const parsed = supabaseCallbackResponseSchema.safeParse(answer);
  if (!parsed.success) throw new AuthResponseParseError();
  return parsed.data;
}

/** Our server verifies the Supabase access token and signs in, or asks for the rest of the profile. */
export const postSupabaseCallback = async (body: SupabaseCallbackBody) =>
  parseCallbackAnswer(
    await api.post<unknown>('/auth/supabase-callback', body, { fallbackError: 'Authentication failed' }),
  );
