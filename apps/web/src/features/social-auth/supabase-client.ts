import type { SupabaseClient } from '@supabase/supabase-js';
import { appConfig } from '@/config/app-config';

let client: Promise<SupabaseClient> | null = null;

/**
 * The Supabase client, loaded on first use only: it is large, and most visitors never press a
 * social button. PKCE: the provider's answer is a one-time code, exchanged with a verifier that
 * never left this browser.
 */
export function getSupabase(): Promise<SupabaseClient> {
  const { supabaseUrl, supabaseAnonKey } = appConfig;
  if (!supabaseUrl || !supabaseAnonKey) return Promise.reject(new Error('Social sign-in is not configured'));
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      auth: { flowType: 'pkce', detectSessionInUrl: true, persistSession: true, autoRefreshToken: false },
    }),
  );
  return client;
}
