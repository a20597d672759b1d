// The messaging events' names, apart from the schemas: the signed-in shell listens for them, and
// would otherwise load zod before its first screen could paint.

/** Messaging's live events (SSE), each described in messaging.schema.ts (`liveEventSchema`). */
export const LIVE_EVENT_TYPES = [
  'message.created',
  'message.updated',
  'message.deleted',
  'messages.read',
  'conversation.updated',
  'unread.changed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
