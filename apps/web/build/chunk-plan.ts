import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

const SOURCE_DIR = path.resolve(import.meta.dirname, '../src');
const inSource = (file: string) => path.join(SOURCE_DIR, file);

/** index.html's script: the entry chunk, and the vendor chunks it shares, as the automatic split makes them. */
const APP_ENTRY = inSource('main.tsx');
/** The prerendered pages (`/` and `/login`), which most visitors load first. */
const LANDING_PAGE = inSource('app/pages/landing-page.tsx');
const LOGIN_PAGE = inSource('app/pages/login-page.tsx');
/**
 * What /login loads where Supabase is configured: the social buttons and TanStack Query. Left to
 * the automatic split, so their chunks keep the names the script budget test tells apart.
 */
const LOGIN_EXTRAS = [
  'features/social-auth/components/social-sign-in-buttons.tsx',
  'app/query-provider.tsx',
].map(inSource);
/** The other public pages (app/router.tsx, under PublicLayout), which signed-out visitors load too. */
const OTHER_PUBLIC_PAGES = [
  'app/pages/auth-callback-page.tsx',
  'app/pages/confirm-email-page.tsx',
  'app/pages/forgot-password-page.tsx',
  'app/pages/reset-password-page.tsx',
  'app/pages/contact-us-page.tsx',
  'app/pages/privacy-policy-page.tsx',
  'app/pages/cancellation-refund-policy-page.tsx',
  'app/pages/shipping-delivery-policy-page.tsx',
  'app/pages/terms-conditions-page.tsx',
  'app/pages/unsubscribe-page.tsx',
  'app/pages/not-found-page.tsx',
].map(inSource);
/** Loaded by /login once someone starts signing in: the signed-in screens' code, not the page's. */
const SIGN_IN_HANDOVER = inSource('app/role-home-preload.ts');
/**
 * The code every signed-in screen runs in (app/signed-in-preload.ts), and the first screen of
 * customers and consultants with the flags it is laid out by.
 */
const SIGNED_IN_FIRST_SCREEN = [
  'app/shell/app-shell.tsx',
  'app/pages/dashboard/dashboard-page.tsx',
  'app/home-screen-reads.ts',
].map(inSource);

/** TanStack Query has a chunk of its own (vite.config.ts). */
const isOwnChunkVendor = (id: string) => /[\\/]node_modules[\\/]@tanstack[\\/]/.test(id);

type GetModuleInfo = (id: string) => Rollup.ModuleInfo | null;

/**
 * The libraries the app imports through one file that re-exports all their parts (every icon,
 * every Radix primitive): a page needs only the parts it names, not all that file imports.
 */
const BARRELS: Record<string, RegExp> = {
  'lucide-react': /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
  'radix-ui': /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
};

const isBarrel = (id: string) => Object.values(BARRELS).some((pattern) => pattern.test(id));

const readText = (id: string) => {
  try {
    return fs.readFileSync(id, 'utf8');
  } catch {
    return null;
  }
};

/** `{ A, B as C, type D }` → A, B. */
const namesIn = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !entry.startsWith('type '))
    .map((entry) => entry.split(/\s+as\s+/)[0] ?? entry);

/** A barrel's exports: each name, and the module it comes from (one of the barrel's imports). */
function readBarrelExports(barrel: Rollup.ModuleInfo): Map<string, string> {
  const exports = new Map<string, string>();
  const text = readText(barrel.id) ?? '';
  const moduleOf = (specifier: string) =>
    barrel.importedIds.find((id) =>
      specifier.startsWith('.')
        ? id.endsWith(specifier.replace(/^\.\//, '/'))
        : id.includes(`/node_modules/${specifier}/`),
    );
  for (const [, list = '', specifier = ''] of text.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const target = moduleOf(specifier);
    if (!target) continue;
    for (const entry of list.split(',')) {
      const exported = entry
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (exported) exports.set(exported, target);
    }
  }
  for (const [, name = '', specifier = ''] of text.matchAll(
    /import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g,
  )) {
    const target = moduleOf(specifier);
    if (target) exports.set(name, target);
  }
  return exports;
}

/**
 * What a module imports: its imports, except that for a barrel only the parts it names (read from
 * its source) count. A module whose use of a barrel cannot be read this way imports all of it.
 */
function createImportReader(getModuleInfo: GetModuleInfo, moduleIds: Iterable<string>) {
  const barrels = new Map<string, { packageName: string; exports: Map<string, string> }>();
  for (const id of moduleIds) {
    for (const [packageName, pattern] of Object.entries(BARRELS)) {
      const info = pattern.test(id) ? getModuleInfo(id) : null;
      if (info) barrels.set(id, { packageName, exports: readBarrelExports(info) });
    }
  }
  return (info: Rollup.ModuleInfo): string[] => {
    if (!info.importedIds.some((id) => barrels.has(id))) return [...info.importedIds];
    const text = readText(info.id) ?? '';
    return info.importedIds.flatMap((id) => {
      const barrel = barrels.get(id);
      if (!barrel) return [id];
      const named = [
        ...text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${barrel.packageName}['"]`, 'g')),
      ].flatMap(([, list = '']) => namesIn(list));
      const parts = named.flatMap((name) => barrel.exports.get(name) ?? []);
      return parts.length > 0 && parts.length === named.length ? parts : [id];
    });
  };
}

/** The modules `roots` import, directly or not; dynamic imports too when `isFollowingDynamic`. */
function collectImports(
  getModuleInfo: GetModuleInfo,
  readImports: (info: Rollup.ModuleInfo) => string[],
  roots: readonly string[],
  { isFollowingDynamic = false, stopAt }: { isFollowingDynamic?: boolean; stopAt?: string } = {},
): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || id === stopAt) continue;
    found.add(id);
    const info = getModuleInfo(id);
    if (!info) continue;
    pending.push(...readImports(info), ...(isFollowingDynamic ? info.dynamicallyImportedIds : []));
  }
  return found;
}

const without = (from: Set<string>, ...others: Set<string>[]) =>
  new Set([...from].filter((id) => !others.some((other) => other.has(id))));

/**
 * Which chunk each module goes to: one for each set of the pages below that load it, named after
 * them ('login~signed-in'), so each page loads the chunks of its sets and nothing it does not run.
 * What the app's entry loads stays in its chunk, the social buttons keep theirs, and what only the
 * other public pages load is left to the automatic split.
 */
function planChunks(getModuleInfo: GetModuleInfo, moduleIds: Iterable<string>): Map<string, string> {
  const readImports = createImportReader(getModuleInfo, moduleIds);
  const collect = (roots: readonly string[], options?: Parameters<typeof collectImports>[3]) =>
    collectImports(getModuleInfo, readImports, roots, options);
  const entry = collect([APP_ENTRY]);
  const pages: [name: string, modules: Set<string>][] = [
    ['landing', collect([LANDING_PAGE])],
    ['login', collect([LOGIN_PAGE])],
    ['signed-in', collect(SIGNED_IN_FIRST_SCREEN)],
  ];
  // The social buttons' modules, those the signed-in screens use too included: left to the
  // automatic split, they come with the buttons and nothing else.
  const loginExtras = without(
    collect(LOGIN_EXTRAS),
    entry,
    ...pages.filter(([name]) => name !== 'signed-in').map(([, modules]) => modules),
  );
  // Those pages, and what /login loads on demand (sign-up, the second factor, the sign-in rules).
  const loginOnDemand = getModuleInfo(LOGIN_PAGE)?.dynamicallyImportedIds ?? [];
  const otherPublicPages = collect([...OTHER_PUBLIC_PAGES, ...loginOnDemand], {
    isFollowingDynamic: true,
    stopAt: SIGN_IN_HANDOVER,
  });
  // What the pages import lazily keeps a chunk of its own, which the import loads (with the group's);
  // the signed-in first screen's parts, always loaded together, share its chunk: fewer requests.
  const isLazyTarget = (id: string) =>
    (getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0 && !SIGNED_IN_FIRST_SCREEN.includes(id);
  const isPlanned = (id: string) =>
    !entry.has(id) &&
    !loginExtras.has(id) &&
    !id.startsWith('\0') &&
    !isOwnChunkVendor(id) &&
    !isLazyTarget(id) &&
    !isBarrel(id);

  const plan = new Map<string, string>();
  for (const id of new Set(pages.flatMap(([, modules]) => [...modules]))) {
    if (!isPlanned(id)) continue;
    const loadedBy = pages.filter(([, modules]) => modules.has(id)).map(([name]) => name);
    if (otherPublicPages.has(id)) loadedBy.push('public');
    plan.set(id, loadedBy.join('~'));
  }
  return plan;
}

/**
 * Bigger chunks for the pages that count most. Left to itself, the split makes a chunk for every
 * set of lazy modules that share a module: about 200 files, most of a few hundred bytes, and the
 * signed-in dashboard came in 80 of them. On a phone's connection, six requests at a time, the
 * requests and not the bytes kept its first screen waiting. Here the code of `/`, `/login` and the
 * signed-in first screen (shell and dashboard) is split by which of them load it: a handful of
 * chunks, each page loading exactly the code it did before, in a few files instead of tens.
 */
export function chunkPlan() {
  const plan = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    buildEnd() {
      for (const [id, chunk] of planChunks((id) => this.getModuleInfo(id), this.getModuleIds())) {
        plan.set(id, chunk);
      }
    },
  };
  const group = {
    name: (id: string) => plan.get(id) ?? null,
    test: (id: string) => plan.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
