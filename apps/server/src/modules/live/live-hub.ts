import { LIVE_READY_EVENT, LIVE_RESYNC_EVENT, type LiveReadyData } from '@basisdesk/shared';
import type { Redis } from 'ioredis';
import { type Clock, systemClock } from '../../lib/clock';
import {
  createMemoryBackend,
  createRedisBackend,
  type LiveBackend,
  type LiveEvent,
  type LiveEventInput,
} from './live-backends';

export type { LiveEvent, LiveEventInput } from './live-backends';

/** What the messaging service (and every other module) is given: fire and forget, after the commit. */
export interface LiveEvents {
  publish(userIds: string[], event: LiveEventInput): void;
}

/** How many events per user are kept for a reconnecting client, and for how long (Redis). */
export const BACKLOG_SIZE = 200;
export const BACKLOG_TTL_SECONDS = 300;

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub extends LiveEvents {
  /** Publishes and resolves once the event is numbered and on its way (tests wait for it). */
  publishNow(userIds: string[], event: LiveEventInput): Promise<void>;
  /**
   * Listens to one user's events. With `lastEventId`, what was missed is delivered first (or one
   * `resync` event when it is no longer kept), then the live events, none twice and none lost.
   * With Redis unreachable it still listens, to this node's events: a first connection gets
   * `ready`, a reconnecting one `resync`, both unnumbered (decision 038).
   */
  subscribe(userId: string, listener: LiveListener, lastEventId?: number): Promise<() => void>;
  /**
   * Tells every node that these sign-in sessions ended, so that each closes their streams
   * (decision 032). Resolves once the message is on its way.
   */
  endSessions(sessionIds: string[]): Promise<void>;
  /** Hears of sessions ended anywhere, through this node or another. */
  onSessionsEnded(listener: (sessionIds: string[]) => void): void;
  close(): Promise<void>;
}

/**
 * One stream's subscription: delivers by id, each numbered event once and in order; an unnumbered
 * one (delivered on this node only while Redis is away) as it comes. `catchUp` reads where the
 * user's numbering stands, holding live events back meanwhile, so that none is lost or doubled.
 */
function createSubscription(userId: string, listener: LiveListener, backend: LiveBackend, clock: Clock) {
  let held: LiveEvent[] | null = null;
  let lastSent = 0;
  const deliver = (event: LiveEvent) => {
    if (event.id === null) return listener(event);
    if (event.id <= lastSent) return;
    lastSent = event.id;
    listener(event);
  };
  return {
    onEvent: (event: LiveEvent) => (held ? held.push(event) : deliver(event)),
    /**
     * `first`: a new stream starts from now (ready). A number: a reconnect, given what it missed
     * (or resync when that is gone). `resync`: the fan-out was lost or regained, so this stream
     * may have missed events and starts again from the latest id. When the numbering cannot be
     * read (Redis down), the stream is told so unnumbered and goes on with this node's events.
     */
    async catchUp(from: 'first' | 'resync' | number) {
      held ??= [];
      try {
        const { seq, missed, latestAt } = await backend.readSince(
          userId,
          typeof from === 'number' ? from : null,
        );
        if (typeof from === 'number' && missed !== null) {
          lastSent = from;
          for (const event of missed) deliver(event);
        } else if (from === 'first') {
          lastSent = seq;
          listener({ id: seq, type: LIVE_READY_EVENT, data: readyData(latestAt, clock) });
        } else {
          // The numbering may have restarted (a Redis emptied): what follows is counted from here.
          lastSent = seq;
          listener({ id: seq, type: LIVE_RESYNC_EVENT, data: null });
        }
      } catch {
        // Whatever comes once Redis is back is delivered: its numbering is not known here.
        lastSent = 0;
        listener({ id: null, type: from === 'first' ? LIVE_READY_EVENT : LIVE_RESYNC_EVENT, data: null });
      }
      const pending = held;
      held = null;
      for (const event of pending) deliver(event);
    },
  };
}

/**
 * A first stream's ready: how long ago the user's latest kept event was published, or null. The
 * client read its screen before this stream listened; an event younger than that reading may have
 * reached neither, and the client refetches (decision 038).
 */
function readyData(latestAt: number | null, clock: Clock): LiveReadyData | null {
  return latestAt === null ? null : { latestEventAgeMs: Math.max(0, clock.now().getTime() - latestAt) };
}

type Subscription = ReturnType<typeof createSubscription>;

export function createLiveHub(
  options: {
    redis?: Redis;
    /** When events are published and how old the latest is (a first stream's ready). */
    clock?: Clock;
    backlogSize?: number;
    ttlSeconds?: number;
    /** A publish that failed, or Redis's faults (once a minute) while events go on this node only. */
    onError?: (error: unknown) => void;
  } = {},
): LiveHub {
  const backlogSize = options.backlogSize ?? BACKLOG_SIZE;
  const clock = options.clock ?? systemClock;
  const backend = options.redis
    ? createRedisBackend(options.redis, {
        backlogSize,
        ttlSeconds: options.ttlSeconds ?? BACKLOG_TTL_SECONDS,
        onRedisFault: (error) => options.onError?.(error),
        clock,
      })
    : createMemoryBackend(backlogSize, clock);
  const subscriptions = new Map<string, Set<Subscription>>();
  backend.onEvent((userId, event) => {
    for (const subscription of subscriptions.get(userId) ?? []) subscription.onEvent(event);
  });
  // Lost: events from other nodes may not have reached this one. Regained: those published while
  // it was away never will. Either way every stream here is told to refetch (decision 038).
  backend.onFanOutChange(() => {
    for (const set of subscriptions.values()) {
      for (const subscription of set) void subscription.catchUp('resync');
    }
  });

  const publishNow = async (userIds: string[], event: LiveEventInput) => {
    await Promise.all([...new Set(userIds)].map((userId) => backend.append(userId, event)));
  };

  return {
    publishNow,
    publish(userIds, event) {
      // A live update is a hint to refetch: a failure is logged, never the caller's problem.
      publishNow(userIds, event).catch((error: unknown) => options.onError?.(error));
    },
    async subscribe(userId, listener, lastEventId) {
      // Listen first and hold the live events back while the backlog is read, so that an event
      // published meanwhile is neither lost nor sent twice.
      const subscription = createSubscription(userId, listener, backend, clock);
      const set = subscriptions.get(userId) ?? new Set();
      subscriptions.set(userId, set);
      set.add(subscription);
      await subscription.catchUp(lastEventId ?? 'first');
      return () => {
        set.delete(subscription);
        if (set.size === 0 && subscriptions.get(userId) === set) subscriptions.delete(userId);
      };
    },
    endSessions: (sessionIds) => backend.announceSessionsEnded(sessionIds),
    onSessionsEnded: (listener) => backend.onSessionsEnded(listener),
    async close() {
      subscriptions.clear();
      await backend.close();
    },
  };
}
