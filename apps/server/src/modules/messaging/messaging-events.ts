import type { LiveEvent } from '@basisdesk/shared';

/**
 * What the messaging service tells people after a change is committed (decision 017). The live
 * hub (server-sent events, fanned out through Redis; decision 018) is the one app.ts passes.
 */
export interface MessagingEvents {
  publish(userIds: string[], event: LiveEvent): void;
}
