import { useEffect, useState } from 'react';

/** Spec §9: a search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delayMs`: one request per pause, not per keystroke. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
