import { TICKET_UPDATED_EVENT } from '@basisdesk/shared/live/live.schema';
import { LIVE_EVENT_TYPES } from '@basisdesk/shared/messaging/messaging.schema';
import { createLiveTicket } from './api/create-live-ticket';
import { type LiveEventBus, startLiveConnection } from './live-connection';

/** Every event type of the shared contracts (ready and resync are always listened for). */
const EVENT_TYPES = [TICKET_UPDATED_EVENT, ...LIVE_EVENT_TYPES];

/** The signed-in person's one live stream, feeding `bus`; the function returned closes it. */
export const openLiveStream = (bus: LiveEventBus) =>
  startLiveConnection({
    bus,
    types: EVENT_TYPES,
    createTicket: createLiveTicket,
    openEventSource: (url) => new EventSource(url),
  });
