import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { fillPatternWindow } from '../../db/pattern-fill';
import {
  availabilityExceptions,
  availabilityFilledDays,
  availabilityPatterns,
  availabilitySlots,
} from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type PatternBlockRow = typeof availabilityPatterns.$inferSelect;

export function createAvailabilityPatternsRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    listBlocks(consultantId: string, tx: DbExecutor = db): Promise<PatternBlockRow[]> {
      return tx
        .select()
        .from(availabilityPatterns)
        .where(eq(availabilityPatterns.consultantId, consultantId))
        .orderBy(asc(availabilityPatterns.weekday), asc(availabilityPatterns.startMinute));
    },

    /** The pattern as a whole: the old blocks go (their slots keep no link) and the new ones come. */
    async replaceBlocks(
      consultantId: string,
      blocks: Array<{ weekday: number; startMinute: number; endMinute: number; timeZone: string }>,
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx.delete(availabilityPatterns).where(eq(availabilityPatterns.consultantId, consultantId));
      if (blocks.length === 0) return;
      await tx.insert(availabilityPatterns).values(blocks.map((block) => ({ consultantId, ...block })));
    },

    /** Consultants who have a weekly pattern: the ones the hourly fill looks after. */
    /** Fills the consultant's window from their pattern (db/pattern-fill.ts); answers the slots made. */
    fillWindow: (consultantId: string, now: Date, tx: Tx) => fillPatternWindow(tx, consultantId, now),

    async listConsultantsWithPattern(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ consultantId: availabilityPatterns.consultantId })
        .from(availabilityPatterns);
      return rows.map((row) => row.consultantId);
    },

    /**
     * Removes the free slots the pattern made that start in [from, to): never a booked slot, never
     * one the consultant added by hand. Answers how many went.
     */
    /** Free slots from `range.from` (to `range.to`): the pattern's only, or, with `anyOrigin`, one-off blocks' too. */
    async deleteFreeSlots(
      consultantId: string,
      range: { from: Date; to?: Date; anyOrigin?: boolean },
      tx: DbExecutor = db,
    ): Promise<number> {
      const rows = await tx
        .delete(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.consultantId, consultantId),
            range.anyOrigin ? undefined : isNotNull(availabilitySlots.patternId),
            isNull(availabilitySlots.ticketId),
            gte(availabilitySlots.slotStart, range.from),
            range.to ? lt(availabilitySlots.slotStart, range.to) : undefined,
          ),
        )
        .returning({ id: availabilitySlots.id });
      return rows.length;
    },

    async listExceptionDays(consultantId: string, fromDay: string, tx: DbExecutor = db): Promise<string[]> {
      const rows = await tx
        .select({ day: availabilityExceptions.day })
        .from(availabilityExceptions)
        .where(
          and(
            eq(availabilityExceptions.consultantId, consultantId),
            gte(availabilityExceptions.day, fromDay),
          ),
        )
        .orderBy(asc(availabilityExceptions.day));
      return rows.map((row) => row.day);
    },

    async insertException(consultantId: string, day: string, tx: DbExecutor = db): Promise<void> {
      await tx.insert(availabilityExceptions).values({ consultantId, day }).onConflictDoNothing();
    },

    /** Whether there was such an exception. */
    async deleteException(consultantId: string, day: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(availabilityExceptions)
        .where(
          and(eq(availabilityExceptions.consultantId, consultantId), eq(availabilityExceptions.day, day)),
        )
        .returning({ day: availabilityExceptions.day });
      return rows.length > 0;
    },

    /** Forgets that the days were filled, so the next fill makes their slots again. */
    async clearFilledDays(consultantId: string, days: { from: string } | string[], tx: DbExecutor = db) {
      await tx
        .delete(availabilityFilledDays)
        .where(
          and(
            eq(availabilityFilledDays.consultantId, consultantId),
            Array.isArray(days)
              ? inArray(availabilityFilledDays.day, days)
              : gte(availabilityFilledDays.day, days.from),
          ),
        );
    },
  };
}

export type AvailabilityPatternsRepository = ReturnType<typeof createAvailabilityPatternsRepository>;
