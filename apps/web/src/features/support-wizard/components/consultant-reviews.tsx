import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useConsultantReviews } from '../api/list-consultant-reviews';
import { MAX_STARS, REVIEW_PREVIEW_COUNT, reviewStars } from '../reviews';
import { starsText, WIZARD_TEXTS } from '../wizard-texts';

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
    <ul className="mt-2 grid gap-2" aria-label={WIZARD_TEXTS.recentReviews}>
      {preview.map((review) => {
        const stars = reviewStars(review);
        return (
          <li key={review.id} className="rounded-md border bg-background p-2 text-sm">
            <span className="flex items-center gap-0.5" role="img" aria-label={starsText(stars, MAX_STARS)}>
              {Array.from({ length: MAX_STARS }, (_, index) => (
                <Star
                  key={index}
                  aria-hidden="true"
                  className={cn(
                    'size-3.5',
                    index < stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                  )}
                />
              ))}
            </span>
            {review.comments && <p className="mt-1">“{review.comments}”</p>}
            {review.ratedByUserName && (
              <p className="text-xs text-muted-foreground">— {review.ratedByUserName}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
