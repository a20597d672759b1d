import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WebAppConfig } from '@basisdesk/shared/settings/app-config.schema';
import { PRERENDER_BUNDLE_PATH, PRERENDER_CONFIG_GLOBAL } from '@basisdesk/shared/settings/prerender';
import { z } from 'zod';

/** What the web build's prerender bundle answers (apps/web/src/prerender.tsx): checked, since it is a file read at run time. */
const prerenderedPagesSchema = z.array(
  z.object({ path: z.string().startsWith('/'), head: z.string(), html: z.string().min(1) }),
);
export type PrerenderedPage = z.infer<typeof prerenderedPagesSchema>[number];

/** Rendering takes about a second on a busy 2-core host; a bundle that hangs must not hold the start-up. */
const RENDER_TIMEOUT_MS = 30_000;

// A worker of its own gives the bundle a fresh module graph, so it reads this deployment's
// configuration (tests build apps with several in one process), and whatever timers the app's
// modules leave behind (the query cache's) end with it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
globalThis[workerData.configGlobal] = workerData.config;
import(pathToFileURL(workerData.bundle).href)
  .then((bundle) => bundle.renderPrerenderedPages())
  .then(
    (pages) => parentPort.postMessage({ pages }),
    (error) => parentPort.postMessage({ error: String((error && error.stack) || error) }),
  );
`;

/**
 * Renders the web app's prerendered pages with the deployment's configuration: [] when the build
 * has no prerender bundle; a rejection when the bundle fails, which the caller reports before
 * serving those paths the client-rendered way.
 */
export async function renderPrerenderedPages(
  webDistDir: string,
  config: WebAppConfig,
): Promise<PrerenderedPage[]> {
  const bundle = path.join(webDistDir, PRERENDER_BUNDLE_PATH);
  if (!fs.existsSync(bundle)) return [];
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { bundle, config, configGlobal: PRERENDER_CONFIG_GLOBAL },
  });
  try {
    const answer = await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Prerendering took over ${RENDER_TIMEOUT_MS / 1000} s`)),
        RENDER_TIMEOUT_MS,
      );
      worker.once('message', (message) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const { pages, error } = z
      .object({ pages: z.unknown().optional(), error: z.string().optional() })
      .parse(answer);
    if (error) throw new Error(`The prerender bundle failed: ${error}`);
    return prerenderedPagesSchema.parse(pages);
  } finally {
    await worker.terminate();
  }
}
