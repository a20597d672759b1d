import {
  type CreateTicketRatingBody,
  FINISHED_STATUSES,
  RATING_MESSAGES,
  SKILL_MESSAGES,
  type TicketRating,
} from '@basisdesk/shared';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import type { TicketsService } from '../tickets/tickets.service';
import type { Principal } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { RatingEvents } from './rating.events';
import type { RatingsRepository, TicketRatingRow } from './ratings.repository';

/** Who asks: the signed-in person, as far as these rules look at them. */
type Viewer = Pick<Principal, 'id' | 'role'>;

/** The three scores as one, to two decimals: what the consultant's mail shows. */
const averageOf = (row: TicketRatingRow) =>
  Math.round(((row.communicationProfessionalism + row.resolutionQuality + row.responseTime) / 3) * 100) / 100;

const toRating = (row: TicketRatingRow): TicketRating => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Ticket ratings: the customer rates the consultant once the ticket is closed; everyone reads. */
export function createRatingsService({
  repo,
  users,
  tickets,
  emit,
}: {
  repo: RatingsRepository;
  /** The rating is told in its transaction (the consultant's mail listens). */
  emit: Emit<RatingEvents>;
  users: Pick<UsersService, 'getConsultant'>;
  tickets: Pick<TicketsService, 'getTicket'>;
}) {
  return {
    /** A consultant's reviews, which customers read before booking (GET TicketRatings/consultant/{id}). */
    async listForConsultant(consultantId: string): Promise<TicketRating[]> {
      if (!(await users.getConsultant(consultantId))) {
        throw new AppError('NOT_FOUND', SKILL_MESSAGES.consultantNotFound);
      }
      return (await repo.listForConsultant(consultantId)).map(toRating);
    },

    /**
     * The ratings of one ticket (GET TicketRatings/order/{orderId}), for whoever may see the
     * ticket: its customer, its consultant, an admin. Anyone else gets the ticket's 404.
     */
    async listForOrder(actor: Viewer, orderId: string): Promise<TicketRating[]> {
      const ticket = await tickets.getTicket(actor, orderId);
      return (await repo.listForOrder(ticket.id)).map(toRating);
    },

    /**
     * POST TicketRatings: the ticket's customer rates its consultant, once, after closing. Someone
     * who may not see the ticket gets its 404; its consultant or an admin, a 403.
     */
    async createRating(actor: Viewer, body: CreateTicketRatingBody): Promise<TicketRating> {
      const ticket = await tickets.getTicket(actor, body.orderId);
      if (ticket.customerId !== actor.id) throw new AppError('FORBIDDEN', RATING_MESSAGES.onlyCustomerRates);
      if (body.ratingForRole !== 'Consultant' || body.ratedUserId !== ticket.consultantId) {
        throw new AppError('VALIDATION_FAILED', RATING_MESSAGES.consultantOnly, {
          details: [{ path: 'ratedUserId', message: RATING_MESSAGES.consultantOnly }],
        });
      }
      if (!FINISHED_STATUSES.includes(ticket.status)) {
        throw new AppError('CONFLICT', RATING_MESSAGES.availableAfterClosing);
      }
      // Told with the rating: a refused second rating tells nobody.
      const inserted = await repo.transaction(async (tx) => {
        const written = await repo.insert(
          {
            orderId: ticket.id,
            ratedByUserId: actor.id,
            ratedUserId: ticket.consultantId,
            ratingForRole: 'Consultant',
            communicationProfessionalism: body.communicationProfessionalism,
            resolutionQuality: body.resolutionQuality,
            responseTime: body.responseTime,
            comments: body.comments,
          },
          tx,
        );
        if (!written.ok) return written;
        const rating = written.value;
        await emit(tx, {
          type: 'rating.created',
          data: {
            ratingId: rating.id,
            ticketId: ticket.id,
            ratedUserId: rating.ratedUserId,
            average: averageOf(rating),
            comments: rating.comments,
            ratedByName: rating.ratedByUserName,
          },
        });
        return written;
      });
      if (!inserted.ok) throw new AppError('CONFLICT', RATING_MESSAGES.alreadyRated);
      return toRating(inserted.value);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
