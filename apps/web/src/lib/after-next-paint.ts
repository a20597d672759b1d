/** Longest wait: a tab in the background paints nothing, and its work must not wait for that. */
const MAX_WAIT_MS = 500;

/**
 * Resolves once the browser has painted what is on screen now (the next frame, then a task), so
 * work that can wait (a live stream, its code) does not hold the first screen back.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, MAX_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timeout);
        resolve();
      }, 0),
    );
  });
}
