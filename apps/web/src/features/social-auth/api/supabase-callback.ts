import type {
  SupabaseCallbackBody,
  SupabaseCallbackResponse,
} from '@basisdesk/shared/auth/social-auth.schema';
import { api } from '@/lib/api-client';

/** Our server verifies the Supabase access token and signs in, or asks for the rest of the profile. */
export const postSupabaseCallback = (body: SupabaseCallbackBody) =>
  api.post<SupabaseCallbackResponse>('/auth/supabase-callback', body, {
    fallbackError: 'Authentication failed',
  });
