/**
 * Runs the due background jobs every `intervalMs` on this node (main.ts starts it; tests call
 * runDue themselves). Never two passes at once on one node; other nodes are kept apart by the
 * jobs' SKIP LOCKED claim.
 */
export function createJobRunner({
  runDue,
  intervalMs,
  onError,
}: {
  runDue: () => Promise<number>;
  intervalMs: number;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const pass = () => {
    if (running) return;
    running = runDue()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(pass, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for the pass in progress, so the database can close after it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
