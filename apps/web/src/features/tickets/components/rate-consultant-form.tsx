import { RATING_COMMENT_MAX_LENGTH } from '@basisdesk/shared/ratings/ratings.limits';
import { RATING_MESSAGES } from '@basisdesk/shared/ratings/ratings.messages';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCreateTicketRating } from '@/features/ratings/api/create-ticket-rating';
import { StarPicker } from '@/features/ratings/components/star-picker';
import { RATING_SCORES, type RatingScore } from '@/features/ratings/rating-stars';
import { errorMessage } from '@/lib/api-client';
import { CommentField } from './status-fields';

type Scores = Record<RatingScore, number | null>;
const NO_SCORES: Scores = { communicationProfessionalism: null, resolutionQuality: null, responseTime: null };

/** The customer's rating of the consultant: three scores, all required, and an optional comment. */
export function RateConsultantForm({ ticket }: { ticket: Ticket }) {
  const [scores, setScores] = useState<Scores>(NO_SCORES);
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const createRating = useCreateTicketRating();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (createRating.isPending) return;
    const { communicationProfessionalism, resolutionQuality, responseTime } = scores;
    if (communicationProfessionalism === null || resolutionQuality === null || responseTime === null) {
      setProblem(RATING_MESSAGES.scoresRequired);
      return;
    }
    setProblem(null);
    createRating.mutate(
      {
        orderId: ticket.id,
        ratedUserId: ticket.consultantId,
        ratingForRole: 'Consultant',
        communicationProfessionalism,
        resolutionQuality,
        responseTime,
        comments: comments.trim() || null,
      },
      {
        onSuccess: () => toast.success(RATING_MESSAGES.submitted),
        onError: (error) => toast.error(errorMessage(error, RATING_MESSAGES.submitFailed)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-md border p-4"
      aria-label="Rate your consultant"
    >
      <h3 className="text-sm font-semibold">Rate {ticket.consultantName}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {RATING_SCORES.map(({ field, label }) => (
          <StarPicker
            key={field}
            id={`rating-${field}`}
            label={label}
            value={scores[field]}
            onChange={(stars) => {
              setScores((current) => ({ ...current, [field]: stars }));
              setProblem(null);
            }}
            disabled={createRating.isPending}
          />
        ))}
      </div>
      <CommentField
        id="rating-comments"
        label="Comments (optional)"
        maxLength={RATING_COMMENT_MAX_LENGTH}
        value={comments}
        onChange={setComments}
        disabled={createRating.isPending}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={createRating.isPending}>
          {createRating.isPending && <Spinner />}
          {createRating.isPending ? 'Submitting...' : 'Submit Rating'}
        </Button>
      </div>
    </form>
  );
}
