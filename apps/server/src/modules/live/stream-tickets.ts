import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createRedisFallback, type RedisFaultReport } from '../../lib/redis-fallback';
import type { SessionKey } from '../users/principal';

/**
 * Who a stream ticket was issued to: the user, their token version and the sign-in session, all
 * checked again on use; the stream then belongs to that session (decision 032).
 */
export type TicketHolder = SessionKey;

/**
 * Short-lived, single-use tickets that open a live stream, so that the session token never travels
 * in a URL (EventSource cannot send headers). In Redis any node can redeem what another issued.
 */
export interface StreamTickets {
  issue(holder: TicketHolder): Promise<string>;
  /** The holder, once: a second redeem, an expired or an unknown ticket answers null. */
  redeem(ticket: string): Promise<TicketHolder | null>;
}

const PREFIX = 'basisdesk:live:ticket:';

/** Tickets in this process: a node without Redis, or any node while Redis cannot be reached. */
function createLocalTickets(ttlSeconds: number, now: () => number): StreamTickets {
  const issued = new Map<string, TicketHolder & { expiresAt: number }>();
  return {
    async issue(holder) {
      // Expired tickets nobody redeemed are dropped as new ones are issued.
      for (const [key, entry] of issued) if (entry.expiresAt <= now()) issued.delete(key);
      const ticket = newTicket();
      issued.set(ticket, { ...holder, expiresAt: now() + ttlSeconds * 1000 });
      return ticket;
    },
    async redeem(ticket) {
      const entry = issued.get(ticket);
      issued.delete(ticket);
      if (!entry || entry.expiresAt <= now()) return null;
      return { userId: entry.userId, tokenVersion: entry.tokenVersion, sessionId: entry.sessionId };
    },
  };
}

const newTicket = () => randomBytes(24).toString('base64url');

export function createStreamTickets({
  redis,
  ttlSeconds,
  now = Date.now,
  onRedisFault = () => {},
}: {
  redis?: Redis;
  ttlSeconds: number;
  now?: () => number;
  /** Redis erred or was slow, and this node issued or looked up in its own tickets instead. */
  onRedisFault?: RedisFaultReport;
}): StreamTickets {
  const local = createLocalTickets(ttlSeconds, now);
  if (!redis) return local;
  // While Redis cannot be reached, this node issues its own tickets: a client whose ticket reaches
  // another node is refused there and asks again (decision 038).
  const fallback = createRedisFallback(redis, { onFault: onRedisFault });
  return {
    issue: (holder) =>
      fallback.either(
        async () => {
          const ticket = newTicket();
          await redis.set(PREFIX + ticket, JSON.stringify(holder), 'EX', ttlSeconds, 'NX');
          return ticket;
        },
        () => local.issue(holder),
      ),
    async redeem(ticket) {
      // One this node issued while Redis was away is here; any other is in Redis.
      const issuedHere = await local.redeem(ticket);
      if (issuedHere) return issuedHere;
      return fallback.either(
        async () => {
          const value = await redis.getdel(PREFIX + ticket);
          return value ? (JSON.parse(value) as TicketHolder) : null;
        },
        () => null,
      );
    },
  };
}
