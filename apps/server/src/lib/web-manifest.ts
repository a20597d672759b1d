/** The one description of the product: the manifest and index.html's `<meta name="description">` say the same. */
export const APP_DESCRIPTION =
  'SAP BASIS support marketplace: raise requests, book expert consultants, track every ticket.';

/**
 * The web app manifest, served by the server rather than the web build so the installed app
 * carries the deployment's APP_NAME. Icons are files of the web build (apps/web/public/icons).
 */
export function buildWebManifest(appName: string) {
  return {
    id: '/',
    name: appName,
    short_name: appName,
    description: APP_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#f59e0b',
    background_color: '#1a1b23',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
