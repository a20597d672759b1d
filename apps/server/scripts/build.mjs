// Bundles the server and the shared TypeScript it imports into dist/main.js, and the backup and
// restore commands into dist/backup.js; npm packages stay
// external and load from node_modules. Migrations are copied beside the bundle, and the stamp of
// the inputs it was built from, so `npm start` knows it need not bundle again.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILDS, hashInputs, writeStamp } from './build-stamp.mjs';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@basisdesk/'));

const inputsHash = hashInputs(BUILDS.server);
fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', backup: 'src/backup/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // What only some requests need (mail templates, receipts) is imported where it is used, and
  // splitting keeps it and the packages it loads out of the start: a module loaded at start stays
  // resident for the life of the process (decision 040).
  splitting: true,
  // Mail templates are React components (modules/notifications/templates): the automatic runtime, as tsconfig says.
  jsx: 'automatic',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// Receipts draw with fonts resolved from node_modules at run time (modules/receipts/receipt-pdf.ts):
// fail here, not on the first receipt, when the bundle cannot find them.
const fromBundle = createRequire(path.resolve('dist/main.js'));
for (const font of ['DejaVuSans', 'DejaVuSans-Bold']) fromBundle.resolve(`dejavu-fonts-ttf/ttf/${font}.ttf`);
writeStamp(BUILDS.server, inputsHash);
console.log('server bundle: dist/main.js, dist/backup.js');
