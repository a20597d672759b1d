import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { SIGNED_IN_MODULES_META_NAME } from '../../../packages/shared/src/settings/first-paint-theme';

const SOURCE_DIR = path.resolve(import.meta.dirname, '../src');

/**
 * What the signed-in home's first screen loads after the entry (src/app/signed-in-preload.ts):
 * TanStack Query's provider, the shell, the dashboard and the flags it is laid out by.
 */
const HOME_SCREEN_IMPORTS = [
  'app/query-provider.tsx',
  'app/shell/app-shell.tsx',
  'app/pages/dashboard/dashboard-page.tsx',
  'app/home-screen-reads.ts',
].map((file) => path.join(SOURCE_DIR, file));

/** The chunks `roots` load: themselves and their static imports, transitively. */
function staticClosure(bundle: Rollup.OutputBundle, roots: Rollup.OutputChunk[]): Set<string> {
  const found = new Set<string>();
  const pending = roots.map((chunk) => chunk.fileName);
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') continue;
    found.add(fileName);
    pending.push(...chunk.imports);
  }
  return found;
}

/**
 * Writes into index.html's `signed-in-modules` meta the scripts the signed-in home loads after the
 * entry, so that index.html's first-paint script (packages/shared/src/settings/first-paint-theme.ts)
 * can ask for them alongside the entry where a session is stored, instead of a round trip after it:
 * the entry (React DOM and the router, about 85 KB) has to arrive and run before it asks for them.
 * What the entry loads itself is left out: the page's own script tags ask for it already.
 */
export function signedInModuleHints(): Plugin {
  return {
    name: 'signed-in-module-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entries = chunks.filter((chunk) => chunk.isEntry);
        const roots = chunks.filter((chunk) =>
          HOME_SCREEN_IMPORTS.some((id) => chunk.moduleIds.includes(id)),
        );
        const missing = HOME_SCREEN_IMPORTS.filter(
          (id) => !roots.some((chunk) => chunk.moduleIds.includes(id)),
        );
        if (missing.length > 0)
          throw new Error(`signed-in-module-hints found no chunk for ${missing.join(', ')}`);
        const loadedByEntry = staticClosure(bundle, entries);
        const hints = [...staticClosure(bundle, roots)]
          .filter((fileName) => !loadedByEntry.has(fileName))
          .map((fileName) => `/${fileName}`);
        const meta = new RegExp(`<meta name="${SIGNED_IN_MODULES_META_NAME}" content="" />`);
        if (!meta.test(html)) throw new Error(`index.html lost its ${SIGNED_IN_MODULES_META_NAME} meta`);
        return html.replace(
          meta,
          () => `<meta name="${SIGNED_IN_MODULES_META_NAME}" content="${hints.join(' ')}" />`,
        );
      },
    },
  };
}
