// What each build is made from, hashed: a build whose inputs hash as they did at its last run is
// up to date. The hash is written beside the output (`<output>/.build-stamp`) once the build is done.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const STAMP_FILE = '.build-stamp';

/** Tests, outputs and installed packages change no build. */
const IGNORED_DIRS = new Set(['node_modules', 'dist', 'coverage']);
const IGNORED_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Shared by both builds: the shared package's source and the exact dependency versions. */
const COMMON_INPUTS = [
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

export const BUILDS = {
  web: {
    label: 'web app',
    workspace: 'apps/web',
    output: 'apps/web/dist',
    /** A file only a finished build writes. */
    product: 'apps/web/dist/index.html',
    inputs: ['apps/web', ...COMMON_INPUTS],
  },
  server: {
    label: 'server bundle',
    workspace: 'apps/server',
    output: 'apps/server/dist',
    product: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', ...COMMON_INPUTS],
  },
};

function listFiles(relative) {
  const absolute = path.join(REPO_ROOT, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() ? IGNORED_DIRS.has(entry.name) : IGNORED_FILE.test(entry.name)))
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

/** Every input file's path and content, in a fixed order. */
export function hashInputs(build) {
  const hash = createHash('sha256');
  for (const file of build.inputs.flatMap(listFiles).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(REPO_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (build) => path.join(REPO_ROOT, build.output, STAMP_FILE);

/** True when the output exists and was built from inputs that hash to `inputsHash`. */
export function isUpToDate(build, inputsHash) {
  if (!fs.existsSync(path.join(REPO_ROOT, build.product))) return false;
  try {
    return fs.readFileSync(stampPath(build), 'utf8').trim() === inputsHash;
  } catch {
    return false;
  }
}

export function writeStamp(build, inputsHash) {
  fs.writeFileSync(stampPath(build), `${inputsHash}\n`);
}
