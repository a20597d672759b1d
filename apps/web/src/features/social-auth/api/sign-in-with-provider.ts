import type { SocialProvider } from '@basisdesk/shared/auth/social-providers';
import { paths } from '@/config/paths';
import { rememberProvider } from '../pending-provider';
import { getSupabase } from '../supabase-client';

/** Sends the browser to Google or Apple through Supabase; it comes back to /auth/callback. */
export async function signInWithProvider(provider: SocialProvider) {
  const supabase = await getSupabase();
  rememberProvider(provider);
  const { error } = await supabase.auth.signInWithOAuth({
    provider,
    options: { redirectTo: `${window.location.origin}${paths.authCallback}` },
  });
  if (error) throw error;
}
