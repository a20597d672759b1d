import { and, asc, eq, gt, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { type Written, writeOrRefuse, written } from '../../db/conflicts';
import { lockConsultantSchedule } from '../../db/schedule-lock';
import { availabilitySlots, tickets } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type SlotRow = typeof availabilitySlots.$inferSelect;

/** The consultant's slots that meet the conditions, in time order. */
const slotsOf = (tx: DbExecutor, consultantId: string, ...conditions: SQL[]): Promise<SlotRow[]> =>
  tx
    .select()
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.consultantId, consultantId), ...conditions))
    .orderBy(asc(availabilitySlots.slotStart));

export function createAvailabilityRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    /**
     * Holds the consultant's schedule until the transaction ends. Two overlapping blocks inserted
     * at once would otherwise each wait on the other's uncommitted rows in the exclusion
     * constraint and one would die of a deadlock; queued here, the second reads the first's
     * committed slots and is refused with them listed.
     */
    lockSchedule(consultantId: string, tx: Tx): Promise<void> {
      return lockConsultantSchedule(consultantId, tx);
    },

    /** Every slot of the consultant sharing time with [start, end): booked or free, past or future. */
    listOverlapping(consultantId: string, start: Date, end: Date, tx: DbExecutor = db): Promise<SlotRow[]> {
      return slotsOf(
        tx,
        consultantId,
        lt(availabilitySlots.slotStart, end),
        gt(availabilitySlots.slotEnd, start),
      );
    },

    /**
     * The slots, in time order; refused when one overlaps a slot of the consultant that another
     * block wrote meanwhile (the exclusion constraint decides).
     */
    async insertMany(
      consultantId: string,
      slots: Array<{ start: Date; end: Date }>,
      tx: DbExecutor = db,
    ): Promise<Written<SlotRow[], 'slots-overlap'>> {
      if (slots.length === 0) return written([]);
      const inserted = await writeOrRefuse(
        () =>
          tx
            .insert(availabilitySlots)
            .values(slots.map(({ start, end }) => ({ consultantId, slotStart: start, slotEnd: end })))
            .returning(),
        [{ violation: 'exclusion', constraint: 'availability_slots_no_overlap', conflict: 'slots-overlap' }],
      );
      if (!inserted.ok) return inserted;
      return written(inserted.value.sort((a, b) => a.slotStart.getTime() - b.slotStart.getTime()));
    },

    /** Slots of the consultant that start in [from, to), in time order. */
    listStartingBetween(consultantId: string, from: Date, to: Date, tx: DbExecutor = db): Promise<SlotRow[]> {
      return slotsOf(
        tx,
        consultantId,
        gte(availabilitySlots.slotStart, from),
        lt(availabilitySlots.slotStart, to),
      );
    },

    /** The same, each booked slot with its ticket's number: for the consultant's own view. */
    listStartingBetweenWithTickets(consultantId: string, from: Date, to: Date, tx: DbExecutor = db) {
      return tx
        .select({
          id: availabilitySlots.id,
          consultantId: availabilitySlots.consultantId,
          slotStart: availabilitySlots.slotStart,
          slotEnd: availabilitySlots.slotEnd,
          ticketId: availabilitySlots.ticketId,
          orderNumber: tickets.orderNumber,
        })
        .from(availabilitySlots)
        .leftJoin(tickets, eq(tickets.id, availabilitySlots.ticketId))
        .where(
          and(
            eq(availabilitySlots.consultantId, consultantId),
            gte(availabilitySlots.slotStart, from),
            lt(availabilitySlots.slotStart, to),
          ),
        )
        .orderBy(asc(availabilitySlots.slotStart));
    },

    async findById(id: string, tx: DbExecutor = db): Promise<SlotRow | null> {
      const [row] = await tx.select().from(availabilitySlots).where(eq(availabilitySlots.id, id));
      return row ?? null;
    },

    /**
     * Deletes the slot only while it is free and has not ended (and, when an owner is named, only
     * theirs), in one statement, so a booking made at the same moment cannot be lost.
     */
    async deleteFree(
      id: string,
      options: { now: Date; consultantId?: string },
      tx: DbExecutor = db,
    ): Promise<boolean> {
      const rows = await tx
        .delete(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.id, id),
            isNull(availabilitySlots.ticketId),
            gt(availabilitySlots.slotEnd, options.now),
            options.consultantId ? eq(availabilitySlots.consultantId, options.consultantId) : undefined,
          ),
        )
        .returning({ id: availabilitySlots.id });
      return rows.length > 0;
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
