import type { WebAppConfig } from '@basisdesk/shared/settings/app-config.schema';
import type { Env } from '../config/env';

type WebAppConfigSource = Pick<
  Env,
  'APP_NAME' | 'SUPPORT_EMAIL' | 'SUPPORT_PHONE' | 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'
>;

/**
 * The public slice of the server's configuration that the web app needs at run time. It is built
 * field by field from an allow-list (never by spreading the config) so no secret can slip in.
 */
export function getWebAppConfig(config: WebAppConfigSource): WebAppConfig {
  // Half a Supabase configuration cannot sign anyone in: the web app sees none rather than a broken one.
  const hasSupabase = Boolean(config.SUPABASE_URL && config.SUPABASE_ANON_KEY);
  return {
    appName: config.APP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    supabaseUrl: hasSupabase ? (config.SUPABASE_URL ?? null) : null,
    supabaseAnonKey: hasSupabase ? (config.SUPABASE_ANON_KEY ?? null) : null,
  };
}
