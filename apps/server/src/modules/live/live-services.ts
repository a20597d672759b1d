import { LIVE_TICKET_TTL_SECONDS, MAX_OPEN_LIVE_STREAMS_PER_USER } from '@basisdesk/shared';
import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { createLiveHub } from './live-hub';
import { createStreamSlots } from './stream-slots';
import { createStreamTickets } from './stream-tickets';

/**
 * A node's live updates (decision 018): its hub, fanned out through Redis when there is one, the
 * tickets that open a stream and the count of each person's open streams. Redis is optional at
 * every moment (decision 038): while it cannot be reached, events reach this node's streams,
 * tickets and counts are this node's, and each fault is said once a minute.
 */
export function createLiveServices({ redis, log, clock }: { redis?: Redis; log: Logger; clock: Clock }) {
  const redisFault = (what: string) => (error: unknown, faultsSinceLastReport: number) =>
    log.warn({ err: error, faultsSinceLastReport }, `${what}: Redis unavailable; kept in this process`);
  return {
    live: createLiveHub({
      redis,
      clock,
      onError: (error) =>
        log.warn({ err: error }, 'Live events: Redis unavailable or publish failed; this node only'),
    }),
    streamTickets: createStreamTickets({
      redis,
      ttlSeconds: LIVE_TICKET_TTL_SECONDS,
      onRedisFault: redisFault('Live stream tickets'),
    }),
    streamSlots: createStreamSlots({
      redis,
      max: MAX_OPEN_LIVE_STREAMS_PER_USER,
      onRedisFault: redisFault('Live stream counts'),
    }),
  };
}
