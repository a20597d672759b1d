import { EventEmitter } from 'node:events';
import { LIVE_READY_EVENT, LIVE_RESYNC_EVENT } from '@basisdesk/shared';
import type { Redis } from 'ioredis';

/** What a module publishes: a type from the shared contracts and its payload. */
export interface LiveEventInput {
  type: string;
  data: unknown;
}

/** An event as one user's streams receive it: ids rise by one per user, so a gap shows. */
export interface LiveEvent extends LiveEventInput {
  id: number;
}

/** What the messaging service (and every other module) is given: fire and forget, after the commit. */
export interface LiveEvents {
  publish(userIds: string[], event: LiveEventInput): void;
}

/** How many events per user are kept for a reconnecting client, and for how long (Redis). */
export const BACKLOG_SIZE = 200;
export const BACKLOG_TTL_SECONDS = 300;

/**
 * Where events are numbered, kept and fanned out: in this process, or in Redis for every node.
 * `readSince` answers the user's latest id and the events after `lastId`, or null when some of
 * them are no longer kept.
 */
interface LiveBackend {
  append(userId: string, event: LiveEventInput): Promise<void>;
  readSince(userId: string, lastId: number | null): Promise<{ seq: number; missed: LiveEvent[] | null }>;
  onEvent(listener: (userId: string, event: LiveEvent) => void): void;
  /** The control message: these sign-in sessions ended, on whichever node (decision 032). */
  announceSessionsEnded(sessionIds: string[]): Promise<void>;
  onSessionsEnded(listener: (sessionIds: string[]) => void): void;
  close(): Promise<void>;
}

const SESSIONS_ENDED = 'sessions-ended';

function createMemoryBackend(backlogSize: number): LiveBackend {
  const emitter = new EventEmitter();
  const users = new Map<string, { seq: number; backlog: LiveEvent[] }>();
  return {
    async append(userId, input) {
      const user = users.get(userId) ?? { seq: 0, backlog: [] };
      users.set(userId, user);
      user.seq += 1;
      const event = { id: user.seq, type: input.type, data: input.data };
      user.backlog.push(event);
      if (user.backlog.length > backlogSize) user.backlog.shift();
      emitter.emit('event', userId, event);
    },
    async readSince(userId, lastId) {
      const user = users.get(userId) ?? { seq: 0, backlog: [] };
      return { seq: user.seq, missed: sliceSince(user.seq, user.backlog, lastId) };
    },
    onEvent(listener) {
      emitter.on('event', listener);
    },
    async announceSessionsEnded(sessionIds) {
      emitter.emit(SESSIONS_ENDED, sessionIds);
    },
    onSessionsEnded(listener) {
      emitter.on(SESSIONS_ENDED, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** The events after lastId when all of them are still kept; null (resync) otherwise. */
function sliceSince(seq: number, kept: LiveEvent[], lastId: number | null): LiveEvent[] | null {
  if (lastId === null) return [];
  if (lastId > seq) return null; // numbering restarted (the store was emptied): the client refetches
  const missed = kept.filter((event) => event.id > lastId);
  return missed.length === seq - lastId ? missed : null;
}

const KEY = 'basisdesk:live';
const CHANNEL = `${KEY}:events`;
/** Control messages between nodes, apart from the users' events: which sessions ended. */
const CONTROL_CHANNEL = `${KEY}:control`;

/**
 * Numbers, keeps and publishes in one script, so that two nodes publishing to one user at once
 * cannot interleave: the ids in the backlog and on the channel are in the same order.
 */
const APPEND_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], seq .. '-1', 'e', ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[5] .. '|' .. seq .. '|' .. ARGV[2])
return seq
`;

function createRedisBackend(redis: Redis, options: { backlogSize: number; ttlSeconds: number }): LiveBackend {
  // A connection in subscriber mode can do nothing else: the fan-out listens on its own.
  // It queues its SUBSCRIBE until connected and subscribes again after a reconnect, whatever the
  // main connection's options (main.ts turns its offline queue off).
  const subscriber = redis.duplicate({ enableOfflineQueue: true, autoResubscribe: true });
  subscriber.on('error', () => {});
  const emitter = new EventEmitter();
  const seqKey = (userId: string) => `${KEY}:seq:${userId}`;
  const backlogKey = (userId: string) => `${KEY}:backlog:${userId}`;
  // Publishing waits for it, so that this node hears its own first events too.
  const subscribed = subscriber.subscribe(CHANNEL, CONTROL_CHANNEL).catch(() => {});
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CONTROL_CHANNEL) {
      const ended = sessionsEndedIn(message);
      if (ended) emitter.emit(SESSIONS_ENDED, ended);
      return;
    }
    const [userId, seq, json] = splitMessage(message);
    if (!userId || !seq || json === undefined) return;
    const { type, data } = JSON.parse(json) as LiveEventInput;
    emitter.emit('event', userId, { id: Number(seq), type, data });
  });
  return {
    async append(userId, input) {
      await subscribed;
      await redis.eval(
        APPEND_SCRIPT,
        2,
        seqKey(userId),
        backlogKey(userId),
        options.backlogSize,
        JSON.stringify({ type: input.type, data: input.data }),
        options.ttlSeconds,
        CHANNEL,
        userId,
      );
    },
    async readSince(userId, lastId) {
      const result = await redis
        .multi()
        .get(seqKey(userId))
        // '+' to '+' reads nothing: a first connection only needs the latest id.
        .xrange(backlogKey(userId), lastId === null ? '+' : `${lastId + 1}-0`, '+')
        .exec();
      const seq = Number(result?.[0]?.[1] ?? 0);
      const entries = (result?.[1]?.[1] ?? []) as Array<[string, string[]]>;
      const kept = entries.map(([id, fields]) => {
        const { type, data } = JSON.parse(fields[1] ?? '{}') as LiveEventInput;
        return { id: Number(id.split('-')[0]), type, data };
      });
      return { seq, missed: sliceSince(seq, kept, lastId) };
    },
    onEvent(listener) {
      emitter.on('event', listener);
    },
    async announceSessionsEnded(sessionIds) {
      await subscribed;
      // Every node hears it on the channel, this one too: one path for all.
      await redis.publish(CONTROL_CHANNEL, JSON.stringify({ type: SESSIONS_ENDED, sessionIds }));
    },
    onSessionsEnded(listener) {
      emitter.on(SESSIONS_ENDED, listener);
    },
    async close() {
      emitter.removeAllListeners();
      subscriber.disconnect();
    },
  };
}

/** The session ids of a control message, or null for anything else. */
function sessionsEndedIn(message: string): string[] | null {
  try {
    const control = JSON.parse(message) as { type?: unknown; sessionIds?: unknown };
    if (control.type !== SESSIONS_ENDED || !Array.isArray(control.sessionIds)) return null;
    return control.sessionIds.filter((id): id is string => typeof id === 'string');
  } catch {
    return null;
  }
}

/** userId|seq|json: the user id and the number hold no bar, the JSON may. */
function splitMessage(message: string): [string?, string?, string?] {
  const first = message.indexOf('|');
  const second = message.indexOf('|', first + 1);
  if (first < 0 || second < 0) return [];
  return [message.slice(0, first), message.slice(first + 1, second), message.slice(second + 1)];
}

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub extends LiveEvents {
  /** Publishes and resolves once the event is numbered and on its way (tests wait for it). */
  publishNow(userIds: string[], event: LiveEventInput): Promise<void>;
  /**
   * Listens to one user's events. With `lastEventId`, what was missed is delivered first (or one
   * `resync` event when it is no longer kept), then the live events, none twice and none lost.
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

export function createLiveHub(
  options: {
    redis?: Redis;
    backlogSize?: number;
    ttlSeconds?: number;
    onError?: (error: unknown) => void;
  } = {},
): LiveHub {
  const backlogSize = options.backlogSize ?? BACKLOG_SIZE;
  const backend = options.redis
    ? createRedisBackend(options.redis, {
        backlogSize,
        ttlSeconds: options.ttlSeconds ?? BACKLOG_TTL_SECONDS,
      })
    : createMemoryBackend(backlogSize);
  const listeners = new Map<string, Set<LiveListener>>();
  backend.onEvent((userId, event) => {
    for (const listener of listeners.get(userId) ?? []) listener(event);
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
      let held: LiveEvent[] | null = [];
      let lastSent = 0;
      const deliver = (event: LiveEvent) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        listener(event);
      };
      const onEvent: LiveListener = (event) => (held ? held.push(event) : deliver(event));
      const set = listeners.get(userId) ?? new Set();
      listeners.set(userId, set);
      set.add(onEvent);
      const unsubscribe = () => {
        set.delete(onEvent);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
      try {
        const { seq, missed } = await backend.readSince(userId, lastEventId ?? null);
        if (lastEventId === undefined || missed === null) {
          // A first connection starts from now; a client too far behind refetches. Either way
          // it learns the current id, so its next reconnect can catch up.
          listener({
            id: seq,
            type: lastEventId === undefined ? LIVE_READY_EVENT : LIVE_RESYNC_EVENT,
            data: null,
          });
          lastSent = seq;
        } else {
          lastSent = lastEventId;
          for (const event of missed) deliver(event);
        }
      } catch (error) {
        unsubscribe();
        throw error;
      }
      const pending = held;
      held = null;
      for (const event of pending) deliver(event);
      return unsubscribe;
    },
    endSessions: (sessionIds) => backend.announceSessionsEnded(sessionIds),
    onSessionsEnded: (listener) => backend.onSessionsEnded(listener),
    async close() {
      listeners.clear();
      await backend.close();
    },
  };
}
