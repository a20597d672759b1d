import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app on a real server (see global-setup.ts). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    // One worker per two cores, each with its own browser and its own server (global-setup.ts
    // starts one per worker): a worker runs its files one at a time, so a journey is alone on its
    // server. A worker is a browser and a server busy at once, about two cores: on a 2-core machine
    // two workers ran each file about 1.9 times slower, and the suite took as long as with one
    // (1,037 s against 1,056 s), so there it is one. E2E_WORKERS sets the number.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(os.availableParallelism() / 2)),
    // The files share nothing but the helpers, which hold no state: loading playwright-core and
    // the helpers once instead of per file saves a second or two per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waits for the server: 1 s (the default) is too short on a busy 2-core machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
