/**
 * How busy this node is serving requests: the time requests took, summed, per second of wall time
 * since the last look. Background work (mail) asks it before taking more than its minimum, so it
 * yields the CPU to people waiting on answers; its own work is not counted, so a node draining a
 * backlog while idle keeps its full pace.
 */
export function createRequestLoad({ now = () => performance.now() }: { now?: () => number } = {}) {
  let requestMs = 0;
  let since = now();
  return {
    /** One answered request that took `elapsedMs`. */
    record(elapsedMs: number) {
      requestMs += elapsedMs;
    },
    /** True when requests filled more than `share` of the time since the last call; starts a new window. */
    busy(share = 0.5): boolean {
      const at = now();
      const window = Math.max(at - since, 1);
      const busy = requestMs / window > share;
      requestMs = 0;
      since = at;
      return busy;
    },
  };
}
