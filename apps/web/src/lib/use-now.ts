import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`: slots expire and stop being offered while a page stays open. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
