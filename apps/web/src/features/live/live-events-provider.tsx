import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { LiveEventBus, type LiveHandler } from './live-connection';

const LiveEventsContext = createContext<LiveEventBus | null>(null);

/**
 * One live stream for the signed-in person, open while the app shell is (never on /login). Its
 * events reach the handlers of useLiveEvent; the 60 s polling of unread counts stays as fallback.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [bus] = useState(() => new LiveEventBus());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    // The stream's code comes with the shared contracts and zod, whose set-up costs a phone a
    // tenth of a second: loaded once the first screen is painted rather than before.
    let close: (() => void) | undefined;
    let isClosed = false;
    void afterNextPaint()
      .then(() => (isClosed ? undefined : import('./live-stream')))
      .then((stream) => {
        if (stream && !isClosed) close = stream.openLiveStream(bus);
      })
      // Without the stream the app keeps working on its 60 s polling, as when the server is away.
      .catch(() => undefined);
    return () => {
      isClosed = true;
      close?.();
    };
  }, [bus]);
  return <LiveEventsContext.Provider value={bus}>{children}</LiveEventsContext.Provider>;
}

/**
 * Calls each event type's handler with its parsed data while the component is mounted: one table
 * for all the events a component follows.
 */
export function useLiveEvents(handlers: Readonly<Record<string, LiveHandler>>): void {
  const bus = useContext(LiveEventsContext);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const types = Object.keys(handlers).join(' ');
  useEffect(() => {
    if (!bus || !types) return;
    const unsubscribes = types
      .split(' ')
      .map((type) => bus.subscribe(type, (data) => handlersRef.current[type]?.(data)));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [bus, types]);
}
