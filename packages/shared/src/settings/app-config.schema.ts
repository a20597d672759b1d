import { z } from 'zod';

/**
 * The runtime configuration the server writes into index.html, so one web build serves any
 * deployment: the web app reads it from `<meta name="app-config" content="…JSON…">` at start-up.
 * Everything here is public by design (Supabase's anon key is meant for browsers); a secret must
 * never be added.
 */
export const WEB_APP_CONFIG_META_NAME = 'app-config';

export const webAppConfigSchema = z.object({
  appName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** Both null unless the deployment configures SUPABASE_URL and SUPABASE_ANON_KEY together. */
  supabaseUrl: z.string().nullable(),
  supabaseAnonKey: z.string().nullable(),
});
export type WebAppConfig = z.infer<typeof webAppConfigSchema>;
