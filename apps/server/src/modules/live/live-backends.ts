import { EventEmitter } from 'node:events';
import type { ChainableCommander, Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';
import { createRedisFallback, type RedisFaultReport, withTimeout } from '../../lib/redis-fallback';

/** What a module publishes: a type from the shared contracts and its payload. */
export interface LiveEventInput {
  type: string;
  data: unknown;
}

/**
 * An event as one user's streams receive it: ids rise by one per user, so a gap shows. An event
 * delivered on this node only while Redis cannot be reached has no number (null): the stream
 * sends it without an id, so the client's last id still names the last numbered event.
 */
export interface LiveEvent extends LiveEventInput {
  id: number | null;
}

/** Whether this node hears the other nodes' events: lost and regained are told to its streams. */
export type FanOutChange = 'lost' | 'regained';

/**
 * Where events are numbered, kept and fanned out: in this process, or in Redis for every node.
 * `readSince` answers the user's latest id and the events after `lastId`, or null when some of
 * them are no longer kept; for a first connection (`lastId` null), also when the user's latest
 * kept event was published (epoch ms, null when none is kept). It throws when the store cannot be
 * read (Redis down).
 */
export interface LiveBackend {
  /** Numbers, keeps and fans out; with Redis unreachable, delivers on this node only, unnumbered. */
  append(userId: string, event: LiveEventInput): Promise<void>;
  readSince(userId: string, lastId: number | null): Promise<BacklogRead>;
  onEvent(listener: (userId: string, event: LiveEvent) => void): void;
  /** The control message: these sign-in sessions ended, on whichever node (decision 032). */
  announceSessionsEnded(sessionIds: string[]): Promise<void>;
  onSessionsEnded(listener: (sessionIds: string[]) => void): void;
  onFanOutChange(listener: (change: FanOutChange) => void): void;
  close(): Promise<void>;
}

export interface BacklogRead {
  seq: number;
  missed: LiveEvent[] | null;
  latestAt: number | null;
}

const SESSIONS_ENDED = 'sessions-ended';
const FAN_OUT = 'fan-out';

export function createMemoryBackend(backlogSize: number, clock: Clock): LiveBackend {
  const emitter = new EventEmitter();
  const users = new Map<string, { seq: number; backlog: LiveEvent[]; latestAt: number | null }>();
  return {
    async append(userId, input) {
      const user = users.get(userId) ?? { seq: 0, backlog: [], latestAt: null };
      users.set(userId, user);
      user.seq += 1;
      user.latestAt = clock.now().getTime();
      const event = { id: user.seq, type: input.type, data: input.data };
      user.backlog.push(event);
      if (user.backlog.length > backlogSize) user.backlog.shift();
      emitter.emit('event', userId, event);
    },
    async readSince(userId, lastId) {
      const user = users.get(userId) ?? { seq: 0, backlog: [], latestAt: null };
      return { seq: user.seq, missed: sliceSince(user.seq, user.backlog, lastId), latestAt: user.latestAt };
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
    // One process: nothing to lose.
    onFanOutChange() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** The events after lastId when all of them are still kept; null (resync) otherwise. */
function sliceSince(seq: number, kept: LiveEvent[], lastId: number | null): LiveEvent[] | null {
  if (lastId === null) return [];
  if (lastId > seq) return null; // numbering restarted (the store was emptied): the client refetches
  const missed = kept.filter((event) => event.id !== null && event.id > lastId);
  return missed.length === seq - lastId ? missed : null;
}

/**
 * A reconnect reads every kept entry after its last id; a first connection only needs the latest
 * id and when the latest event was published: the newest entry alone. Newest first, either way.
 */
function readEntries(read: ChainableCommander, backlog: string, lastId: number | null) {
  return lastId === null
    ? read.xrevrange(backlog, '+', '-', 'COUNT', 1)
    : read.xrevrange(backlog, '+', `${lastId + 1}-0`);
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

export function createRedisBackend(
  redis: Redis,
  options: {
    backlogSize: number;
    ttlSeconds: number;
    onRedisFault: RedisFaultReport;
    clock: Clock;
    timeoutMs?: number;
  },
): LiveBackend {
  const { clock } = options;
  const fallback = createRedisFallback(redis, {
    onFault: options.onRedisFault,
    timeoutMs: options.timeoutMs,
  });
  const timeoutMs = options.timeoutMs ?? 1000;
  // A connection in subscriber mode can do nothing else: the fan-out listens on its own. It
  // queues its SUBSCRIBE until connected, whatever the main connection's options (main.ts turns
  // its offline queue off), and subscribes again on each 'ready' below. Not ioredis's own
  // resubscribe: its promise is nobody's, and a connection closed before the answer would reject
  // it unhandled (the process's end, by Node's default).
  const subscriber = redis.duplicate({ enableOfflineQueue: true, autoResubscribe: false });
  subscriber.on('error', () => {});
  const emitter = new EventEmitter();
  const seqKey = (userId: string) => `${KEY}:seq:${userId}`;
  const backlogKey = (userId: string) => `${KEY}:backlog:${userId}`;

  // Whether the other nodes' events reach this one now. Lost when the subscriber's connection
  // closes; regained once a SUBSCRIBE is confirmed on a new one (asked again here: the
  // confirmation is what says the channel is heard). The first subscription is no regain, unless
  // this node already went without it (an event delivered here only, a backlog not read).
  let isHearing = false;
  let hasMissedAny = false;
  let isClosed = false;
  let firstSubscription: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    firstSubscription = resolve;
  });
  const subscribe = () =>
    subscriber.subscribe(CHANNEL, CONTROL_CHANNEL).then(
      () => {
        if (isHearing || isClosed) return;
        isHearing = true;
        firstSubscription();
        if (!hasMissedAny) return;
        hasMissedAny = false;
        // Told once the main connection is back too: the streams then read the new numbering.
        if (redis.status === 'ready') emitter.emit(FAN_OUT, 'regained');
        else redis.once('ready', () => isHearing && !isClosed && emitter.emit(FAN_OUT, 'regained'));
      },
      () => {},
    );
  void subscribe();
  subscriber.on('ready', () => void subscribe());
  subscriber.on('close', () => {
    if (!isHearing || isClosed) return;
    isHearing = false;
    hasMissedAny = true;
    emitter.emit(FAN_OUT, 'lost');
  });

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

  // Without the subscription this node would not hear its own event through Redis: it is
  // delivered here directly, unnumbered (and still published for the nodes that do hear).
  const deliverHere = (userId: string, input: LiveEventInput) => {
    hasMissedAny = true;
    emitter.emit('event', userId, { id: null, type: input.type, data: input.data });
  };
  // The first publish waits for the first subscription, so that this node hears its own first
  // events too; a bounded wait, so that a Redis down at start delays nothing for long.
  const awaitFirstSubscription = () =>
    withTimeout(subscribed, timeoutMs, 'Not subscribed yet').catch(() => {});

  const readBacklog = async (userId: string, lastId: number | null) => {
    if (!fallback.isReachable()) throw new Error(`Redis is ${redis.status}`);
    const result = await withTimeout(
      readEntries(redis.multi().get(seqKey(userId)), backlogKey(userId), lastId).exec(),
      timeoutMs,
      'Redis did not answer in time',
    );
    const failed = result?.find(([error]) => error);
    if (!result || failed) throw failed?.[0] ?? new Error('Live backlog read discarded');
    const seq = Number(result[0]?.[1] ?? 0);
    const entries = (result[1]?.[1] ?? []) as Array<[string, string[]]>;
    const stored = entries.reverse().map(([id, fields]) => {
      const { type, data, at } = JSON.parse(fields[1] ?? '{}') as LiveEventInput & { at?: number };
      return { event: { id: Number(id.split('-')[0]), type, data }, at: at ?? null };
    });
    const kept = stored.map(({ event }) => event);
    return { seq, missed: sliceSince(seq, kept, lastId), latestAt: stored.at(-1)?.at ?? null };
  };

  return {
    async append(userId, input) {
      if (fallback.isReachable()) await awaitFirstSubscription();
      const isHeardHere = isHearing;
      if (!isHeardHere) deliverHere(userId, input);
      await fallback.either(
        () =>
          redis.eval(
            APPEND_SCRIPT,
            2,
            seqKey(userId),
            backlogKey(userId),
            options.backlogSize,
            // When it was published, by this node's clock: a first connection's ready says how
            // long ago (live-hub.ts).
            JSON.stringify({ type: input.type, data: input.data, at: clock.now().getTime() }),
            options.ttlSeconds,
            CHANNEL,
            userId,
          ),
        () => {
          if (isHeardHere) deliverHere(userId, input);
        },
      );
    },
    async readSince(userId, lastId) {
      // A stream's latest id is read once this node hears the channel: an event published after
      // it then reaches the stream here, where one published before the subscription was made
      // would be a number the stream never gets (a node just started, its SUBSCRIBE not answered).
      if (fallback.isReachable()) await awaitFirstSubscription();
      return readBacklog(userId, lastId).catch((error: unknown) => {
        // The stream is told to refetch now, and again once the fan-out is back.
        hasMissedAny = true;
        throw error;
      });
    },
    onEvent(listener) {
      emitter.on('event', listener);
    },
    async announceSessionsEnded(sessionIds) {
      if (fallback.isReachable()) await awaitFirstSubscription();
      const isHeardHere = isHearing;
      // Every node hears it on the channel, this one too: one path for all. Unheard here, it is
      // told here directly; the other nodes hear it only if Redis takes it.
      if (!isHeardHere) emitter.emit(SESSIONS_ENDED, sessionIds);
      await fallback.either(
        () => redis.publish(CONTROL_CHANNEL, JSON.stringify({ type: SESSIONS_ENDED, sessionIds })),
        () => {
          if (isHeardHere) emitter.emit(SESSIONS_ENDED, sessionIds);
          return 0;
        },
      );
    },
    onSessionsEnded(listener) {
      emitter.on(SESSIONS_ENDED, listener);
    },
    onFanOutChange(listener) {
      emitter.on(FAN_OUT, listener);
    },
    async close() {
      isClosed = true;
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
