import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app on a real server (see global-setup.ts). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    // One worker per core, each with its own browser and its own server (global-setup.ts starts one
    // per worker): a worker runs its files one at a time, so a journey is alone on its server. One
    // worker left a 2-core machine about half idle (a journey waits on its server, timers, the
    // stream): 518 s with one worker, 404–451 s with two, 394 s with three, each step then taking
    // about 1.5 times as long. E2E_WORKERS sets the number. A journey that fails prints what its
    // pages showed (support/failure-report.ts).
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || Math.max(1, os.availableParallelism()),
    // The files share nothing but the helpers, which hold no state: loading playwright-core and
    // the helpers once instead of per file saves a second or two per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waits for the server: 1 s (the default) is too short on a busy 2-core machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
