// The stream's event names, apart from the schemas: the signed-in shell listens for them, and
// would otherwise load zod before its first screen could paint.

/** Sent instead of a replay when the missed events are no longer kept: the client refetches. */
export const LIVE_RESYNC_EVENT = 'resync';
/**
 * The first event of a new stream: its id is where the client's catching up starts; its data says
 * how long ago the user's latest kept event was published (null when none is kept).
 */
export const LIVE_READY_EVENT = 'ready';
export interface LiveReadyData {
  latestEventAgeMs: number;
}
export const TICKET_UPDATED_EVENT = 'ticket.updated';
