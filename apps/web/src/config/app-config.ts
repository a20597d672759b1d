import { PRERENDER_CONFIG_GLOBAL } from '@basisdesk/shared/settings/prerender';

/**
 * Runtime configuration the server writes into index.html (`<meta name="app-config">`), so one
 * build serves any deployment and the first paint needs no extra request. The defaults apply
 * when the page comes from the offline cache of an older build or from the Vite dev server.
 * When the server prerenders the entry pages (src/prerender.tsx, in a worker of its own) there is
 * no document: it puts the deployment's configuration on `globalThis` before loading the app.
 */
export type WebAppConfig = {
  appName: string;
  supportEmail: string;
  supportPhone: string;
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
};

const DEFAULTS: WebAppConfig = {
  appName: 'BasisDesk',
  supportEmail: 'support@basisdesk.in',
  supportPhone: '+91 80 4718 2200',
  supabaseUrl: null,
  supabaseAnonKey: null,
};

function readAppConfig(): WebAppConfig {
  if (typeof document === 'undefined') {
    const fromServer = (globalThis as Record<string, unknown>)[PRERENDER_CONFIG_GLOBAL];
    return { ...DEFAULTS, ...(fromServer as Partial<WebAppConfig> | undefined) };
  }
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content) return DEFAULTS;
  try {
    return { ...DEFAULTS, ...(JSON.parse(content) as Partial<WebAppConfig>) };
  } catch {
    return DEFAULTS;
  }
}

export const appConfig: WebAppConfig = readAppConfig();

/** Social sign-in needs a Supabase project; without one the buttons never show. */
export const isSupabaseConfigured = Boolean(appConfig.supabaseUrl && appConfig.supabaseAnonKey);
