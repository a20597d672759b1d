import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { type Written, writeOrRefuse, written } from '../../db/conflicts';
import { ticketRatings, users } from '../../db/schema';
import { transactionOf } from '../../db/transaction';

export type TicketRatingRow = typeof ticketRatings.$inferSelect & { ratedByUserName: string };
export type NewTicketRatingRow = Omit<typeof ticketRatings.$inferInsert, 'id' | 'createdAt'>;

/** Ratings that match, each with the rater's name, newest first. */
const selectRatings = (tx: DbExecutor, where: SQL | undefined): Promise<TicketRatingRow[]> =>
  tx
    .select({
      id: ticketRatings.id,
      orderId: ticketRatings.orderId,
      ratedByUserId: ticketRatings.ratedByUserId,
      ratedUserId: ticketRatings.ratedUserId,
      ratingForRole: ticketRatings.ratingForRole,
      communicationProfessionalism: ticketRatings.communicationProfessionalism,
      resolutionQuality: ticketRatings.resolutionQuality,
      responseTime: ticketRatings.responseTime,
      comments: ticketRatings.comments,
      createdAt: ticketRatings.createdAt,
      ratedByUserName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(ticketRatings)
    .innerJoin(users, eq(users.id, ticketRatings.ratedByUserId))
    .where(where)
    .orderBy(desc(ticketRatings.createdAt), desc(ticketRatings.id));

export function createRatingsRepository(db: Db) {
  return {
    transaction: transactionOf(db),

    /** The ratings a consultant received as consultant, newest first. */
    listForConsultant: (consultantId: string, tx: DbExecutor = db) =>
      selectRatings(
        tx,
        and(eq(ticketRatings.ratedUserId, consultantId), eq(ticketRatings.ratingForRole, 'Consultant')),
      ),

    /** The ratings given on one ticket, by either side, newest first. */
    listForOrder: (orderId: string, tx: DbExecutor = db) =>
      selectRatings(tx, eq(ticketRatings.orderId, orderId)),

    /** A new rating; refused when the rater has rated the ticket already (a unique key decides). */
    async insert(
      values: NewTicketRatingRow,
      tx: DbExecutor = db,
    ): Promise<Written<TicketRatingRow, 'already-rated'>> {
      const inserted = await writeOrRefuse(
        () => tx.insert(ticketRatings).values(values).returning({ id: ticketRatings.id }),
        [{ violation: 'unique', conflict: 'already-rated' }],
      );
      if (!inserted.ok) return inserted;
      const [id] = inserted.value;
      if (!id) throw new Error('insert returned no row');
      const [row] = await selectRatings(tx, eq(ticketRatings.id, id.id));
      if (!row) throw new Error('the inserted rating could not be read back');
      return written(row);
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
