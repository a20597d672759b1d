/**
 * The import graph's walls (docs/architecture.md), checked by `npm run lint`:
 * no module reaches back into one that imports it (no cycles, type imports included), the shared
 * contracts import no app, the server's lib/ and db/ import no module, and the modules that change
 * tickets, sessions and payments tell what happened as domain events (decision 031) instead of
 * importing who listens. The web's feature directions are Biome's (biome.json).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A file must not reach itself again through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is the contract both apps read; it depends on neither.',
      from: { path: '^packages/shared/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-floor-imports-no-module',
      severity: 'error',
      comment: 'lib/, db/ and config/ are the floor the modules stand on; they never import a module.',
      from: { path: '^apps/server/src/(lib|db|config)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'emitters-import-no-listener',
      severity: 'error',
      comment:
        'users, sign-in sessions, auth, second factor, settings, domain restrictions, taxonomy, SR identifiers, tickets, sessions, payments, ratings and personal data emit domain events; notifications, live updates, messaging and the audit log listen, wired in app-services.ts.',
      from: {
        path: '^apps/server/src/modules/(users|sign-in-sessions|auth|second-factor|settings|domain-restrictions|taxonomy|sr-identifiers|tickets|sessions|payments|ratings|personal-data)/',
        pathNot: '\\.test\\.ts$',
      },
      to: { path: '^apps/server/src/modules/(notifications|live|messaging|audit)/' },
    },
    {
      name: 'messaging-imports-no-listener',
      severity: 'error',
      comment: 'messaging emits its events too; the unread-message mail and the live events listen.',
      from: { path: '^apps/server/src/modules/messaging/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/(notifications|live)/' },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment: 'The web app reaches the server over HTTP only.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // The web app's '@/…' paths.
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
