import fs from 'node:fs';
import path from 'node:path';

/** The files the service worker precaches: the build's own list of everything it produced. */
function listedFiles(dir: string): string[] {
  const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * Copies the web build to `to` and checks that the copy is whole: index.html names fingerprinted
 * chunks, and a rebuild running at the same moment (another terminal, a watcher) can leave a copy
 * with some of them missing, which shows up as a blank page far from the cause. Retries until the
 * copy is consistent.
 */
export async function snapshotWebBuild(from: string, to: string) {
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(to, { recursive: true, force: true });
    try {
      fs.cpSync(from, to, { recursive: true });
      const missing = listedFiles(to).filter((file) => !fs.existsSync(path.join(to, file)));
      if (missing.length === 0) return;
      if (attempt >= 15)
        throw new Error(`The web build in ${from} is incomplete: ${missing.slice(0, 5).join(', ')}`);
    } catch (error) {
      if (attempt >= 15) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
