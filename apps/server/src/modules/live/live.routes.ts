import { PassThrough } from 'node:stream';
import { LIVE_TICKET_TTL_SECONDS, liveStreamQuerySchema, liveTicketSchema } from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { Principal } from '../users/principal';
import type { LiveEvent, LiveHub } from './live-hub';
import type { StreamTickets } from './stream-tickets';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How long EventSource waits before it reconnects on its own. */
const RETRY_MS = 3000;

const formatEvent = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** The Last-Event-ID EventSource sends on its own reconnects, else the client's query parameter. */
function lastEventIdOf(header: string | string[] | undefined, query: number | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^\d{1,15}$/.test(value)) return Number(value);
  return query;
}

export function registerLiveRoutes(
  app: AppInstance,
  {
    hub,
    tickets,
    guards,
    loadPrincipal,
    heartbeatMs = HEARTBEAT_MS,
  }: {
    hub: LiveHub;
    tickets: StreamTickets;
    guards: AuthGuards;
    /** The auth guard's loader: null once the account is deactivated or the token version moved on. */
    loadPrincipal: (id: string, tokenVersion: number) => Promise<Principal | null>;
    heartbeatMs?: number;
  },
) {
  /** Each open stream's way to end it and let its connection go. */
  const open = new Set<() => void>();
  // Closing the app ends every stream first; otherwise closing would wait on them for ever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.post(
    '/live/ticket',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['live'],
        summary: 'A single-use ticket, valid 30 s, that opens the live event stream',
        response: { 200: liveTicketSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const ticket = await tickets.issue({ userId: principal.id, tokenVersion: principal.tokenVersion });
      return { ticket, expiresInSeconds: LIVE_TICKET_TTL_SECONDS };
    },
  );

  app.get(
    '/live/stream',
    {
      schema: {
        tags: ['live'],
        summary:
          'The signed-in user\'s live events (text/event-stream): ticket changes, messages; a "resync" event when missed events are gone',
        querystring: liveStreamQuerySchema,
        response: errorResponses(400, 401),
      },
    },
    async (request, reply) => {
      const holder = await tickets.redeem(request.query.ticket);
      const principal = holder && (await loadPrincipal(holder.userId, holder.tokenVersion));
      if (!principal)
        throw new AppError('UNAUTHENTICATED', 'This live-stream ticket is not valid; request a new one');

      const stream = new PassThrough();
      const unsubscribe = await hub.subscribe(
        principal.id,
        (event) => stream.write(formatEvent(event)),
        lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId),
      );
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      const finish = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        stream.end();
      };
      // The last bytes go out, then the socket closes, even if the client never hangs up.
      const end = () => {
        finish();
        setImmediate(() => reply.raw.destroy());
      };
      open.add(end);
      stream.on('close', finish);
      stream.on('finish', finish);
      reply.raw.on('close', finish);
      // The open is logged here; the close is the request's one log line when the answer ends.
      request.log.info({ userId: principal.id }, 'live stream opened');
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
