import type { DomainEvents } from '../../lib/domain-events';
import type { RatingEvents } from '../ratings/rating.events';
import type { NotificationsService } from './notifications.service';

/** The rated consultant's mail, written with the rating: a refused second rating tells nobody. */
export function registerRatingMails(
  bus: Pick<DomainEvents<RatingEvents>, 'on'>,
  { notifications }: { notifications: Pick<NotificationsService, 'enqueue'> },
): void {
  bus.on('rating.created', async (rating, tx) => {
    await notifications.enqueue(tx, [
      {
        event: 'rating.received',
        recipientId: rating.ratedUserId,
        dedupeKey: `rating.received:${rating.ticketId}:${rating.ratedUserId}:${rating.ratingId}`,
        ticketId: rating.ticketId,
        payload: {
          ratingId: rating.ratingId,
          average: rating.average,
          comments: rating.comments,
          ratedBy: rating.ratedByName,
        },
      },
    ]);
  });
}
