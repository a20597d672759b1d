import { isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import { RATING_SCORE_MAX } from '@basisdesk/shared/ratings/ratings.limits';
import { RATING_MESSAGES } from '@basisdesk/shared/ratings/ratings.messages';
import type { TicketRating } from '@basisdesk/shared/ratings/ratings.schema';
import { FINISHED_STATUSES } from '@basisdesk/shared/tickets/ticket-statuses';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { formatRating } from '@/lib/format-rating';
import { useTicketRatings } from '../api/list-ticket-ratings';
import { RATING_SCORES, ratingMean, ratingStars } from '../rating-stars';
import { RateConsultantForm } from './rate-consultant-form';
import { StarRating } from './star-rating';

/** Whom the rating is about, as the ticket's people know each other. */
const subjectOf = (rating: TicketRating) =>
  rating.ratingForRole === 'Customer' ? 'Rating of the customer' : 'Rating of the consultant';

/**
 * The Ratings tab: what was said of each side on this ticket, newest first. The ticket's customer
 * rates the consultant here once the ticket is closed (spec §4 "Rating"); the form is gone once
 * they have, and until closing a notice says when it comes.
 */
export function TicketRatings({ ticket, role }: { ticket: Ticket; role: Role }) {
  const ratings = useTicketRatings(ticket.id);

  if (ratings.isPending) {
    return <Skeleton className="h-24 w-full" />;
  }
  if (ratings.error) {
    return <LoadError message={ratings.error.message} onRetry={() => void ratings.refetch()} />;
  }
  const isCustomerView = isCustomer(role);
  // Spec §4 "Rating": a ticket is rated once it is over (a paid ticket was closed before).
  const isRateable = FINISHED_STATUSES.includes(ticket.status);
  const hasRated = ratings.data.some((rating) => rating.ratedByUserId === ticket.customerId);

  return (
    <div className="grid gap-4">
      {isCustomerView && !isRateable && (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
          {RATING_MESSAGES.availableAfterClosing}
        </p>
      )}
      {isCustomerView && isRateable && !hasRated && <RateConsultantForm ticket={ticket} />}
      {ratings.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{RATING_MESSAGES.noRatings}</p>
      ) : (
        <ul className="grid gap-3" aria-label="Ratings">
          {ratings.data.map((rating) => (
            <RatingEntry key={rating.id} rating={rating} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RatingEntry({ rating }: { rating: TicketRating }) {
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="ticket-rating">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{subjectOf(rating)}</p>
        <p className="flex items-center gap-2 text-sm">
          <StarRating stars={ratingStars(rating)} />
          <span data-testid="rating-average">
            {formatRating(ratingMean(rating))} / {RATING_SCORE_MAX}
          </span>
        </p>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        {RATING_SCORES.map(({ field, label }) => (
          <div key={field}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd>
              {rating[field]} / {RATING_SCORE_MAX}
            </dd>
          </div>
        ))}
      </dl>
      {rating.comments && <p className="text-sm whitespace-pre-wrap break-words">“{rating.comments}”</p>}
      <p className="text-xs text-muted-foreground">
        {rating.ratedByUserName} · <time dateTime={rating.createdAt}>{formatDateTime(rating.createdAt)}</time>
      </p>
    </li>
  );
}
