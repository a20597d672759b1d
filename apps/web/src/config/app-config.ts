/**
 * Runtime configuration the server writes into index.html (`<meta name="app-config">`), so one
 * build serves any deployment and the first paint needs no extra request. The defaults apply
 * when the page comes from the offline cache of an older build or from the Vite dev server.
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
