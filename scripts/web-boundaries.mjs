#!/usr/bin/env node
// The web app's feature boundaries, written once: which feature may build on which. biome.json's
// feature overrides are generated from this table (`--write`); `--check` (run by `npm run lint`)
// fails when biome.json says anything else.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

/** Feature → the features it may import. A feature not named here imports no other feature. */
export const directions = {
  'social-auth': ['flags'],
  'support-wizard': ['taxonomy', 'availability', 'messaging'],
  tickets: ['payments', 'availability'],
  messaging: ['tickets'],
  payments: ['auth'],
  expertise: ['taxonomy'],
};

const FEATURES = 'apps/web/src/features';
const configPath = new URL('../biome.json', import.meta.url);

const directionList = Object.entries(directions)
  .map(([feature, targets]) => `${feature} → ${targets.join(', ')}`)
  .join('; ');
const message =
  `Features build on each other in these directions only: ${directionList} (docs/architecture.md); ` +
  "pages in app/ combine the rest. Another feature is reached through '@/features/<name>/…', " +
  "a feature's own files by relative path that never climbs out of its folder.";

/** A file directly in a feature's folder may not climb one level; one in a subfolder, two. */
const LEVELS = [
  { files: '*.{ts,tsx}', climb: '../**' },
  { files: '*/**', climb: '../../**' },
];

function boundaryOverride(folder, allowed, { files, climb }) {
  const group = ['@/features/**', ...allowed.map((name) => `!@/features/${name}/**`), '@/app/**', climb];
  return {
    includes: [`${FEATURES}/${folder}/${files}`],
    linter: {
      rules: {
        style: {
          noRestrictedImports: { level: 'error', options: { patterns: [{ group, message }] } },
        },
      },
    },
  };
}

/** The overrides the table makes: every feature's rule first, then each allowed direction's. */
function boundaryOverrides() {
  const folders = [['*', []], ...Object.entries(directions)];
  return folders.flatMap(([folder, allowed]) =>
    LEVELS.map((level) => boundaryOverride(folder, allowed, level)),
  );
}

const isBoundaryOverride = (override) =>
  override.includes?.length === 1 && override.includes[0].startsWith(`${FEATURES}/`);

/** biome.json with its feature overrides replaced by the table's, in their place; all else kept. */
function generateConfig(config) {
  const first = config.overrides.findIndex(isBoundaryOverride);
  const others = config.overrides.filter((override) => !isBoundaryOverride(override));
  const at = first === -1 ? 0 : first;
  return { ...config, overrides: [...others.slice(0, at), ...boundaryOverrides(), ...others.slice(at)] };
}

function main(mode) {
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const expected = generateConfig(config);
  if (mode === '--check') {
    if (isDeepStrictEqual(config, expected)) return 0;
    console.error(
      'biome.json: the feature boundaries differ from scripts/web-boundaries.mjs; run `node scripts/web-boundaries.mjs --write`.',
    );
    return 1;
  }
  if (mode === '--write') {
    writeFileSync(configPath, `${JSON.stringify(expected, null, 2)}\n`);
    // Biome writes the file in the repository's own format (its line width folds short arrays).
    const biome = spawnSync('npx', ['biome', 'format', '--write', 'biome.json'], {
      cwd: new URL('..', import.meta.url),
      stdio: 'inherit',
    });
    return biome.status ?? 1;
  }
  console.error('usage: node scripts/web-boundaries.mjs --check | --write');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv[2]);
