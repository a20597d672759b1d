import type { LiveEvent } from '@basisdesk/shared';

/**
 * What the messaging service tells people after a change is committed (decision 017). The live
 * module (server-sent events, fanned out through Redis) provides the real one; without it, nothing
 * is sent and clients see changes on their next read.
 */
export interface MessagingEvents {
  publish(userIds: string[], event: LiveEvent): void;
}

export const noMessagingEvents: MessagingEvents = { publish() {} };
