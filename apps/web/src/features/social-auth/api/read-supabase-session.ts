import { getSupabase } from '../supabase-client';

/**
 * On /auth/callback: the provider's error, or the session Supabase built from the returned code.
 * The Supabase session is only a proof for our server; it is dropped once read.
 */
export async function readSupabaseSession(): Promise<{ accessToken: string } | { error: string }> {
  const params = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const providerError =
    params.get('error_description') ?? hash.get('error_description') ?? params.get('error');
  if (providerError) return { error: `Authentication failed: ${providerError}` };

  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) return { error: `Authentication failed: ${error.message}` };
  const accessToken = data.session?.access_token;
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
  if (!accessToken) return { error: 'No session found' };
  return { accessToken };
}
