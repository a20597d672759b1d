import { RATING_SCORE_MAX } from '@basisdesk/shared/ratings/ratings.limits';
import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { starsText } from '../rating-stars';

/** Five stars, the first `stars` filled; read out as 'N out of 5 stars'. */
export function StarRating({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn('flex items-center gap-0.5', className)} role="img" aria-label={starsText(stars)}>
      {Array.from({ length: RATING_SCORE_MAX }, (_, index) => (
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
  );
}
