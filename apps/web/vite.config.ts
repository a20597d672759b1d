import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_PAINT_THEME_SCRIPT } from '../../packages/shared/src/settings/first-paint-theme';
import { chunkPlan } from './build/chunk-plan';
import { signedInModuleHints } from './build/signed-in-module-hints';

/**
 * The stored theme applied before the first paint, at the marker in index.html: early in <head>,
 * ahead of the stylesheet it would otherwise wait for (the server's CSP allows it by hash).
 */
const firstPaintTheme = (): Plugin => ({
  name: 'first-paint-theme',
  transformIndexHtml: (html) => {
    const marker = /<!-- first-paint-theme:[^>]*-->/;
    if (!marker.test(html)) throw new Error('index.html lost its first-paint-theme marker');
    return html.replace(marker, () => `<script>${FIRST_PAINT_THEME_SCRIPT}</script>`);
  },
});

const chunks = chunkPlan();

/**
 * Two builds: the browser's (`vite build`), and the prerender bundle (`vite build --ssr`,
 * src/prerender.tsx) that the server runs in a worker at start-up to render `/` and `/login` with
 * the deployment's configuration. That bundle holds every dependency, because the server runs it
 * wherever the web build was copied, and it lives in dist/.prerender, which is neither served nor
 * precached.
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        firstPaintTheme(),
        chunks.plugin,
        signedInModuleHints(),
        VitePWA({
          // Our own worker (src/sw.ts): pages network-first, because the server writes the runtime
          // configuration into index.html; the manifest is served by the server from APP_NAME.
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          },
        }),
      ],
  server: { proxy: { '/api': 'http://localhost:3000', '/manifest.webmanifest': 'http://localhost:3000' } },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/.prerender', emptyOutDir: false, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // TanStack Query in one chunk, loaded by the first page that reads the API: left to the
        // automatic split it came in five pieces, each compressed on its own.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
                  includeDependenciesRecursively: false,
                },
                chunks.group,
              ],
            },
          },
        },
      },
}));
