import { PassThrough } from 'node:stream';
import {
  LIVE_MESSAGES,
  LIVE_TICKET_TTL_SECONDS,
  liveStreamQuerySchema,
  liveTicketSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { Principal, SessionKey } from '../users/principal';
import type { LiveEvent, LiveHub } from './live-hub';
import { createOpenStreams } from './open-streams';
import type { StreamSlots } from './stream-slots';
import type { StreamTickets } from './stream-tickets';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How long EventSource waits before it reconnects on its own. */
const RETRY_MS = 3000;
/** setTimeout waits at most about 24.8 days; a later end is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

// An unnumbered event (delivered on this node only while Redis is away) goes without an id line:
// EventSource then keeps the last id it had, the last numbered event's (decision 038).
const formatEvent = (event: LiveEvent) =>
  `${event.id === null ? '' : `id: ${event.id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

const invalidTicket = () => new AppError('UNAUTHENTICATED', LIVE_MESSAGES.invalidTicket);

/** The Last-Event-ID EventSource sends on its own reconnects, else the client's query parameter. */
function lastEventIdOf(header: string | string[] | undefined, query: number | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^\d{1,15}$/.test(value)) return Number(value);
  return query;
}

/** Calls `end` when the clock reaches `at`; answers how to call it off. */
function timerUntil(at: Date, clock: Clock, end: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const wait = at.getTime() - clock.now().getTime();
    if (wait <= 0) end();
    else timer = setTimeout(arm, Math.min(wait, LONGEST_TIMER_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

export function registerLiveRoutes(
  app: AppInstance,
  {
    hub,
    tickets,
    slots,
    guards,
    loadPrincipal,
    clock,
    heartbeatMs = HEARTBEAT_MS,
  }: {
    hub: LiveHub;
    tickets: StreamTickets;
    /** At most MAX_OPEN_LIVE_STREAMS_PER_USER streams per person, across nodes with Redis. */
    slots: StreamSlots;
    guards: AuthGuards;
    /** The auth guard's loader: null once the session ended, the account is deactivated or the token version moved on. */
    loadPrincipal: (key: SessionKey, clientAddress: string) => Promise<Principal | null>;
    clock: Clock;
    heartbeatMs?: number;
  },
) {
  // A stream belongs to its sign-in session (decision 032): when the session ends, on whichever
  // node, the hub's control message closes it here.
  const streams = createOpenStreams();
  hub.onSessionsEnded((sessionIds) => streams.endSessions(sessionIds));
  // Closing the app ends every stream first; otherwise closing would wait on them for ever.
  app.addHook('preClose', async () => streams.endAll());

  app.post(
    '/live/ticket',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['live'],
        summary: 'A single-use ticket, valid 30 s, that opens the live event stream of this session',
        response: { 200: liveTicketSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { id, tokenVersion, sessionId } = principalOf(request);
      const ticket = await tickets.issue({ userId: id, tokenVersion, sessionId });
      return { ticket, expiresInSeconds: LIVE_TICKET_TTL_SECONDS };
    },
  );

  app.get(
    '/live/stream',
    {
      schema: {
        tags: ['live'],
        summary:
          'The signed-in user\'s live events (text/event-stream): ticket changes, messages; a "resync" event when missed events are gone. Ends with its sign-in session; at most 10 open per user (429)',
        querystring: liveStreamQuerySchema,
        response: errorResponses(400, 401, 429),
      },
    },
    async (request, reply) => {
      const holder = await tickets.redeem(request.query.ticket);
      if (!holder) throw invalidTicket();
      // Tracked before its session is checked, so that an end told meanwhile is not missed.
      const tracked = streams.track(holder.sessionId);
      const stream = new PassThrough();
      // What finishing undoes, in reverse, each step once, whichever way the stream ends; a step
      // taken after the finish (the client hung up while the stream was being set up) is undone at once.
      const undo: Array<() => void> = [() => tracked.forget()];
      let isFinished = false;
      const onFinish = (step: () => void) => (isFinished ? step() : undo.push(step));
      const finish = () => {
        isFinished = true;
        for (const step of undo.splice(0).reverse()) step();
        stream.end();
      };
      // The last bytes go out, then the socket closes, even if the client never hangs up.
      const end = () => {
        finish();
        setImmediate(() => reply.raw.destroy());
      };
      reply.raw.on('close', finish);
      try {
        const principal = await loadPrincipal(holder, request.ip);
        if (!principal) throw invalidTicket();
        const slot = await slots.claim(principal.id);
        if (!slot) throw new AppError('RATE_LIMITED', LIVE_MESSAGES.tooManyStreams);
        const warn = (error: unknown) => request.log.warn({ err: error }, 'Live stream slot not updated');
        onFinish(() => void slot.release().catch(warn));
        onFinish(
          await hub.subscribe(
            principal.id,
            (event) => stream.write(formatEvent(event)),
            lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId),
          ),
        );
        const heartbeat = setInterval(() => {
          stream.write(': heartbeat\n\n');
          slot.renew().catch(warn);
        }, heartbeatMs);
        onFinish(() => clearInterval(heartbeat));
        // The session ended between its check and now, or is at its end: this stream never opens.
        if (principal.sessionExpiresAt <= clock.now() || !tracked.start(end)) throw invalidTicket();
        // It ends by itself with its session, at the token's expiry (the client asks for a new ticket).
        onFinish(timerUntil(principal.sessionExpiresAt, clock, end));
        request.log.info({ userId: principal.id }, 'live stream opened');
      } catch (error) {
        finish();
        throw error;
      }
      stream.on('close', finish);
      stream.on('finish', finish);
      // The close is the request's one log line when the answer ends.
      stream.write(`retry: ${RETRY_MS}\n\n`);
      // A stream, not a body the response schemas describe: sent as it is.
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        // The connection ends with the stream: closing the app need not wait for a kept-alive socket.
        .header('connection', 'close');
      return reply.send(stream as never);
    },
  );
}
