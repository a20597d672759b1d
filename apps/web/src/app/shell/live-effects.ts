import {
  LIVE_READY_EVENT,
  LIVE_RESYNC_EVENT,
  type LiveReadyData,
  TICKET_UPDATED_EVENT,
} from '@basisdesk/shared/live/live.events';
import type { LiveEventType } from '@basisdesk/shared/messaging/messaging.events';
import type { LiveEvent } from '@basisdesk/shared/messaging/messaging.schema';
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGING_LIVE_EFFECTS } from '@/features/messaging/live-events';
import { refreshTickets } from '@/features/tickets/api/refresh-tickets';

export type LiveEffect<Data> = (queryClient: QueryClient, data: Data) => void;

/**
 * What each live event changes in the cache, one entry per event type, each typed by its data in
 * the shared union: a ticket's change refreshes every ticket read (lists, counts, details, the
 * dashboards' figures); a resync (events were missed: gone from the backlog, or the server lost or
 * regained its fan-out) refreshes everything, and so does a new stream's ready when an event may
 * have come before it listened; messaging's events make their one cache change each
 * (features/messaging/live-events.ts; the 60 s poll stays).
 */
export const LIVE_EFFECTS: {
  [Type in LiveEventType]: LiveEffect<Extract<LiveEvent, { type: Type }>['data']>;
} & Record<
  typeof TICKET_UPDATED_EVENT | typeof LIVE_RESYNC_EVENT | typeof LIVE_READY_EVENT,
  LiveEffect<unknown>
> = {
  [TICKET_UPDATED_EVENT]: (queryClient) => void refreshTickets(queryClient),
  [LIVE_RESYNC_EVENT]: (queryClient) => void queryClient.invalidateQueries(),
  [LIVE_READY_EVENT]: (queryClient, data) => {
    if (mayHaveMissedBeforeListening(data)) void queryClient.invalidateQueries();
  },
  ...MESSAGING_LIVE_EFFECTS,
};

/** How far two of the server's nodes' clocks may be apart (NTP keeps them far closer). */
const CLOCK_MARGIN_MS = 1000;

/**
 * Whether a new stream's ready names an event that may have reached neither the screen nor the
 * stream: everything on screen was read after the page began (`pageAgeMs` ago), before the stream
 * listened, so an event younger than the page may have come in between. An older one was read.
 */
export function mayHaveMissedBeforeListening(data: unknown, pageAgeMs = performance.now()): boolean {
  const age = (data as Partial<LiveReadyData> | null)?.latestEventAgeMs;
  return typeof age === 'number' && age < pageAgeMs + CLOCK_MARGIN_MS;
}
