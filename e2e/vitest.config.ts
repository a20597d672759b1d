import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app on a real server (see global-setup.ts). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    // One worker per core, each with its own browser and its own server (global-setup.ts starts
    // one per worker): a worker runs its files one at a time, so a journey is alone on its server.
    // A journey spends about half its time waiting (on its server, timers, the stream), so one
    // worker leaves a 2-core machine half idle: there the suite took 518 s with one worker, 404 s
    // with two and 394 s with three (both cores busy), and 464 s with two beside a process that
    // kept one core busy throughout. E2E_WORKERS sets the number.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || os.availableParallelism(),
    // The files share nothing but the helpers, which hold no state: loading playwright-core and
    // the helpers once instead of per file saves a second or two per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waits for the server: 1 s (the default) is too short on a busy 2-core machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
