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
    // server. On a 2-core machine one worker leaves it about half idle (a journey waits on its
    // server, timers, the stream): the suite took 518 s with one worker, 404 s with two and 394 s
    // with three. But with two, each journey's steps take about 1.5 times as long, and in three
    // full runs one journey failed once (personal-data's delete dialog never showed its text in
    // 10 s), so it stays one until that is understood. E2E_WORKERS sets the number.
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
