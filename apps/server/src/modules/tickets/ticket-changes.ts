import type { PaymentStatus, Priority, TicketStatus } from '@basisdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tickets } from '../../db/schema';
import { timestamptz } from '../../db/timestamptz';

/**
 * A change's `updated_at`: `now`, or a millisecond after the last change when the clock has not
 * moved past it, so the history (stamped with it) keeps its order even when two changes share a
 * clock reading.
 */
export const movedForward = (now: Date) =>
  sql`greatest(${timestamptz(now)}, ${tickets.updatedAt} + interval '1 millisecond')`;

/**
 * The ticket's own changes, each applied only if the ticket still has what it was judged on: of
 * two changes made at once from the same status (or priority), the second finds no row.
 */
export function createTicketChanges() {
  return {
    async updateStatus(
      change: {
        id: string;
        from: TicketStatus;
        to: TicketStatus;
        now: Date;
        hoursWorked?: number;
        amountPaise?: number;
        paymentStatus?: PaymentStatus;
      },
      tx: Tx,
    ): Promise<{ updatedAt: Date; paymentStatus: PaymentStatus } | null> {
      const [row] = await tx
        .update(tickets)
        .set({
          status: change.to,
          updatedAt: movedForward(change.now),
          ...(change.hoursWorked !== undefined && { hoursWorked: change.hoursWorked }),
          ...(change.amountPaise !== undefined && { amountPaise: change.amountPaise }),
          ...(change.paymentStatus !== undefined && { paymentStatus: change.paymentStatus }),
        })
        .where(and(eq(tickets.id, change.id), eq(tickets.status, change.from)))
        .returning({ updatedAt: tickets.updatedAt, paymentStatus: tickets.paymentStatus });
      return row ?? null;
    },

    /** The new priority, if it still was `from` (else null: changed meanwhile); answers when. */
    async updatePriority(
      change: { id: string; from: Priority; to: Priority; now: Date },
      tx: Tx,
    ): Promise<Date | null> {
      const [row] = await tx
        .update(tickets)
        .set({ priority: change.to, updatedAt: movedForward(change.now) })
        .where(and(eq(tickets.id, change.id), eq(tickets.priority, change.from)))
        .returning({ updatedAt: tickets.updatedAt });
      return row?.updatedAt ?? null;
    },
  };
}
