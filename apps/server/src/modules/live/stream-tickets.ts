import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
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

export function createStreamTickets({
  redis,
  ttlSeconds,
  now = Date.now,
}: {
  redis?: Redis;
  ttlSeconds: number;
  now?: () => number;
}): StreamTickets {
  const newTicket = () => randomBytes(24).toString('base64url');
  if (redis) {
    return {
      async issue(holder) {
        const ticket = newTicket();
        await redis.set(PREFIX + ticket, JSON.stringify(holder), 'EX', ttlSeconds, 'NX');
        return ticket;
      },
      async redeem(ticket) {
        const value = await redis.getdel(PREFIX + ticket);
        return value ? (JSON.parse(value) as TicketHolder) : null;
      },
    };
  }
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
