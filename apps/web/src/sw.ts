/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The build's files (scripts, styles, icons, index.html) are cached on install: the app shell works offline.
// Pages are not answered from this cache (no directory index, no clean URLs): see the route below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/**
 * Pages come from the network first: the server writes the runtime configuration into them.
 * Offline, the last page fetched is used, then the precached shell.
 */
const pages = new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await pages.handle(options);
        if (response) return response;
      } catch {
        // offline and never visited: fall back to the shell below
      }
      return (await matchPrecache('/index.html')) ?? Response.error();
    },
    { denylist: [/^\/api\//] },
  ),
);

self.skipWaiting();
clientsClaim();
