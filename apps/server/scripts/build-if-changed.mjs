// `npm start` builds only what changed: the web app and the server bundle are each rebuilt when
// their inputs (sources, the shared package, the lock file) differ from those of their last
// build, and skipped otherwise, with a line saying so. `npm run build` always builds both.
// With `server` (npm run backup, npm run restore), only the server bundle.
import { spawnSync } from 'node:child_process';
import { BUILDS, hashInputs, isUpToDate, REPO_ROOT, writeStamp } from './build-stamp.mjs';

const builds = process.argv.includes('server') ? [BUILDS.server] : [BUILDS.web, BUILDS.server];
for (const build of builds) {
  const started = Date.now();
  const inputsHash = hashInputs(build);
  if (isUpToDate(build, inputsHash)) {
    console.log(
      `${build.label}: unchanged since its last build, not rebuilt (npm run build rebuilds everything)`,
    );
    continue;
  }
  console.log(`${build.label}: sources changed, building…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', build.workspace], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The hash taken before building: a file edited during the build makes the next start build again.
  writeStamp(build, inputsHash);
  console.log(`${build.label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
