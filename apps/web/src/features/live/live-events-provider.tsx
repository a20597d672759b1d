import { TICKET_UPDATED_EVENT } from '@basisdesk/shared/live/live.events';
import { LIVE_EVENT_TYPES } from '@basisdesk/shared/messaging/messaging.events';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { createLiveTicket } from './api/create-live-ticket';
import { LiveEventBus, type LiveHandler, startLiveConnection } from './live-connection';

const LiveEventsContext = createContext<LiveEventBus | null>(null);

/** Every event type of the shared contracts (ready and resync are always listened for). */
const EVENT_TYPES = [TICKET_UPDATED_EVENT, ...LIVE_EVENT_TYPES];

/**
 * One live stream for the signed-in person, open while the app shell is (never on /login). Its
 * events reach the handlers of useLiveEvent; the 60 s polling of unread counts stays as fallback.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [bus] = useState(() => new LiveEventBus());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return startLiveConnection({
      bus,
      types: EVENT_TYPES,
      createTicket: createLiveTicket,
      openEventSource: (url) => new EventSource(url),
    });
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
