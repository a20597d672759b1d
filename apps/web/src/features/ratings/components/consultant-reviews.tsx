import { useConsultantReviews } from '../api/list-consultant-reviews';
import { ratingStars } from '../rating-stars';
import { StarRating } from './star-rating';

/** Spec §2 and §9: two reviews are previewed per consultant. */
const REVIEW_PREVIEW_COUNT = 2;

/**
 * Up to two of the consultant's reviews. Nothing shows while they load or when there are none; a
 * failure says so in one quiet line.
 */
export function ConsultantReviews({ consultantId }: { consultantId: string }) {
  const reviews = useConsultantReviews(consultantId);
  if (reviews.error) {
    return <p className="text-xs text-muted-foreground">{reviews.error.message}</p>;
  }
  const preview = (reviews.data ?? []).slice(0, REVIEW_PREVIEW_COUNT);
  if (preview.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-2" aria-label="Recent reviews">
      {preview.map((review) => (
        <li key={review.id} className="rounded-md border bg-background p-2 text-sm">
          <StarRating stars={ratingStars(review)} />
          {review.comments && <p className="mt-1">“{review.comments}”</p>}
          {review.ratedByUserName && (
            <p className="text-xs text-muted-foreground">— {review.ratedByUserName}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
