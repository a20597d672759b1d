import type { Clock } from '../src/lib/clock';

/** A clock the test sets; until then it reads the system's. */
export interface MovableClock extends Clock {
  set(iso: string): void;
}

export function createMovableClock(iso?: string): MovableClock {
  let pinned = iso === undefined ? null : new Date(iso);
  return {
    now: () => new Date(pinned ?? Date.now()),
    set(next) {
      pinned = new Date(next);
    },
  };
}
