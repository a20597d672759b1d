import { LIVE_RESYNC_EVENT, TICKET_UPDATED_EVENT } from '@basisdesk/shared/live/live.events';
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
 * regained its fan-out) refreshes everything; messaging's events make their one cache change each
 * (features/messaging/live-events.ts; the 60 s poll stays).
 */
export const LIVE_EFFECTS: {
  [Type in LiveEventType]: LiveEffect<Extract<LiveEvent, { type: Type }>['data']>;
} & Record<typeof TICKET_UPDATED_EVENT | typeof LIVE_RESYNC_EVENT, LiveEffect<unknown>> = {
  [TICKET_UPDATED_EVENT]: (queryClient) => void refreshTickets(queryClient),
  [LIVE_RESYNC_EVENT]: (queryClient) => void queryClient.invalidateQueries(),
  ...MESSAGING_LIVE_EFFECTS,
};
