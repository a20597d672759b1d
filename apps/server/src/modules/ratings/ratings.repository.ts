import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { ticketRatings, users } from '../../db/schema';

export type TicketRatingRow = typeof ticketRatings.$inferSelect & { ratedByUserName: string };

export function createRatingsRepository(db: Db) {
  return {
    /** The ratings a consultant received as consultant, newest first. */
    listForConsultant(consultantId: string, tx: DbExecutor = db): Promise<TicketRatingRow[]> {
      return tx
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
        .where(
          and(eq(ticketRatings.ratedUserId, consultantId), eq(ticketRatings.ratingForRole, 'Consultant')),
        )
        .orderBy(desc(ticketRatings.createdAt), desc(ticketRatings.id));
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
