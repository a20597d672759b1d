import { SKILL_MESSAGES, type TicketRating } from '@basisdesk/shared';
import { AppError } from '../../lib/errors';
import type { UsersService } from '../users/users.service';
import type { RatingsRepository, TicketRatingRow } from './ratings.repository';

const toRating = (row: TicketRatingRow): TicketRating => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Reads of ticket ratings; giving a rating comes with payments (a ticket is rated once paid). */
export function createRatingsService({
  repo,
  users,
}: {
  repo: RatingsRepository;
  users: Pick<UsersService, 'getConsultant'>;
}) {
  return {
    /** A consultant's reviews, which customers read before booking (GET TicketRatings/consultant/{id}). */
    async listForConsultant(consultantId: string): Promise<TicketRating[]> {
      if (!(await users.getConsultant(consultantId))) {
        throw new AppError('NOT_FOUND', SKILL_MESSAGES.consultantNotFound);
      }
      return (await repo.listForConsultant(consultantId)).map(toRating);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
