import {
  type BusinessCalendar,
  type Priority,
  type SlaEvent,
  type SlaSettings,
  timeOfMinutes,
} from '@basisdesk/shared';
import { type AnyColumn, and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { availabilityPatterns, slaSettings, ticketSla, ticketSlaEvents, tickets } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type TicketSlaRow = typeof ticketSla.$inferInsert;

/** A stored clock event as the pure clock reads it. */
function toSlaEvent(row: { type: string; at: Date; priority: string | null }): SlaEvent {
  if (row.type === 'started' || row.type === 'priorityChanged') {
    return { type: row.type, at: row.at, priority: (row.priority ?? 'Medium') as Priority };
  }
  return { type: row.type as Exclude<SlaEvent['type'], 'started' | 'priorityChanged'>, at: row.at };
}

/**
 * The SLA settings row, each ticket's clock events and their computed row, and the consultant's
 * weekly pattern as business hours (a read-only look at availability's table: the hours a
 * consultant publishes are the hours they answer in).
 */
export function createSlaRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    /** Null until an admin first saves them (the defaults apply). */
    async findSettings(tx: DbExecutor = db): Promise<{ settings: SlaSettings; updatedAt: Date } | null> {
      const [row] = await tx
        .select({ settings: slaSettings.settings, updatedAt: slaSettings.updatedAt })
        .from(slaSettings)
        .where(eq(slaSettings.id, 1));
      return row ?? null;
    },

    /** The row as it was, locked for the change (null when there was none). */
    async lockSettings(tx: DbExecutor): Promise<SlaSettings | null> {
      const [row] = await tx
        .select({ settings: slaSettings.settings })
        .from(slaSettings)
        .where(eq(slaSettings.id, 1))
        .for('update');
      return row?.settings ?? null;
    },

    async saveSettings(settings: SlaSettings, by: { id: string; at: Date }, tx: DbExecutor): Promise<void> {
      await tx
        .insert(slaSettings)
        .values({ id: 1, settings, updatedAt: by.at, updatedBy: by.id })
        .onConflictDoUpdate({
          target: slaSettings.id,
          set: { settings, updatedAt: by.at, updatedBy: by.id },
        });
    },

    async appendEvents(
      ticketId: string,
      events: ReadonlyArray<{ type: SlaEvent['type']; at: Date; priority?: Priority }>,
      tx: DbExecutor,
    ): Promise<void> {
      if (events.length === 0) return;
      await tx.insert(ticketSlaEvents).values(
        events.map((event) => ({
          ticketId,
          type: event.type,
          at: event.at,
          priority: event.priority ?? null,
        })),
      );
    },

    /** A ticket's clock events in the order they happened (and were written, at one instant). */
    async eventsOf(ticketId: string, tx: DbExecutor = db): Promise<SlaEvent[]> {
      const rows = await tx
        .select({ type: ticketSlaEvents.type, at: ticketSlaEvents.at, priority: ticketSlaEvents.priority })
        .from(ticketSlaEvents)
        .where(eq(ticketSlaEvents.ticketId, ticketId))
        .orderBy(asc(ticketSlaEvents.at), asc(ticketSlaEvents.id));
      return rows.map(toSlaEvent);
    },

    /** Whether the ticket has clocks (tickets booked before SLAs have none) and its first response was made. */
    async clockFacts(ticketId: string, tx: DbExecutor): Promise<{ started: boolean; responded: boolean }> {
      const rows = await tx
        .selectDistinct({ type: ticketSlaEvents.type })
        .from(ticketSlaEvents)
        .where(
          and(
            eq(ticketSlaEvents.ticketId, ticketId),
            inArray(ticketSlaEvents.type, ['started', 'responded']),
          ),
        );
      const types = rows.map((row) => row.type);
      return { started: types.includes('started'), responded: types.includes('responded') };
    },

    async consultantOf(ticketId: string, tx: DbExecutor): Promise<string | null> {
      const [row] = await tx
        .select({ consultantId: tickets.consultantId })
        .from(tickets)
        .where(eq(tickets.id, ticketId));
      return row?.consultantId ?? null;
    },

    /** The consultant's weekly pattern as business hours, or null when they publish none. */
    async consultantHours(
      consultantId: string,
      tx: DbExecutor = db,
    ): Promise<Omit<BusinessCalendar, 'holidays'> | null> {
      const rows = await tx
        .select({
          weekday: availabilityPatterns.weekday,
          startMinute: availabilityPatterns.startMinute,
          endMinute: availabilityPatterns.endMinute,
          timeZone: availabilityPatterns.timeZone,
        })
        .from(availabilityPatterns)
        .where(eq(availabilityPatterns.consultantId, consultantId));
      const [first] = rows;
      if (!first) return null;
      return {
        timeZone: first.timeZone,
        hours: rows.map((row) => ({
          weekday: row.weekday,
          start: timeOfMinutes(row.startMinute),
          end: timeOfMinutes(row.endMinute),
        })),
      };
    },

    /**
     * Up to `limit` clocks with a warning or a breach due by `now` and not yet told, with their
     * ticket's consultant, locked for the scan that tells them (another node's scan skips them).
     */
    async claimUntold(now: Date, limit: number, tx: DbExecutor) {
      const untold = (due: AnyColumn, warn: AnyColumn, warned: AnyColumn, breached: AnyColumn) =>
        and(isNotNull(due), isNull(breached), or(lte(due, now), and(lte(warn, now), isNull(warned))));
      return tx
        .select({ clock: ticketSla, consultantId: tickets.consultantId })
        .from(ticketSla)
        .innerJoin(tickets, eq(tickets.id, ticketSla.ticketId))
        .where(
          or(
            untold(
              ticketSla.firstResponseDueAt,
              ticketSla.firstResponseWarnAt,
              ticketSla.firstResponseWarningToldAt,
              ticketSla.firstResponseBreachToldAt,
            ),
            untold(
              ticketSla.resolutionDueAt,
              ticketSla.resolutionWarnAt,
              ticketSla.resolutionWarningToldAt,
              ticketSla.resolutionBreachToldAt,
            ),
          ),
        )
        .limit(limit)
        .for('update', { of: ticketSla, skipLocked: true });
    },

    async markTold(
      ticketId: string,
      told: Partial<
        Pick<
          TicketSlaRow,
          | 'firstResponseWarningToldAt'
          | 'firstResponseBreachToldAt'
          | 'resolutionWarningToldAt'
          | 'resolutionBreachToldAt'
        >
      >,
      tx: DbExecutor,
    ): Promise<void> {
      await tx.update(ticketSla).set(told).where(eq(ticketSla.ticketId, ticketId));
    },

    async saveClock(row: TicketSlaRow, tx: DbExecutor): Promise<void> {
      const { ticketId: _ticketId, ...computed } = row;
      await tx
        .insert(ticketSla)
        .values(row)
        .onConflictDoUpdate({ target: ticketSla.ticketId, set: computed });
    },
  };
}

export type SlaRepository = ReturnType<typeof createSlaRepository>;
