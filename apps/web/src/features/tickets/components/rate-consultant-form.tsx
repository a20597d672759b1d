import { RATING_COMMENT_MAX_LENGTH } from '@basisdesk/shared/ratings/ratings.limits';
import { RATING_MESSAGES } from '@basisdesk/shared/ratings/ratings.messages';
import {
  type CreateTicketRatingBody,
  createTicketRatingBodySchema,
} from '@basisdesk/shared/ratings/ratings.schema';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem } from '@/components/ui/form';
import { FormGroup, FormGroupMessage } from '@/components/ui/form-group';
import { Spinner } from '@/components/ui/spinner';
import { useCreateTicketRating } from '@/features/ratings/api/create-ticket-rating';
import { StarPicker } from '@/features/ratings/components/star-picker';
import { RATING_SCORES } from '@/features/ratings/rating-stars';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CommentField } from './status-fields';

/** 'Please provide ratings for all categories' covers the three scores: said once, beneath them. */
const SCORE_FIELDS = RATING_SCORES.map(({ field }) => field);

/** The customer's rating of the consultant: three scores, all required, and an optional comment. */
export function RateConsultantForm({ ticket }: { ticket: Ticket }) {
  const form = useForm({
    resolver: zodResolver(createTicketRatingBodySchema),
    // The scores start unset: the schema asks for every one of them.
    defaultValues: {
      orderId: ticket.id,
      ratedUserId: ticket.consultantId,
      ratingForRole: 'Consultant',
      comments: '',
    },
  });
  const createRating = useCreateTicketRating();

  function handleSubmit(body: CreateTicketRatingBody) {
    if (createRating.isPending) return;
    createRating.mutate(body, {
      onSuccess: () => toast.success(RATING_MESSAGES.submitted),
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(errorMessage(error, RATING_MESSAGES.submitFailed));
      },
    });
  }

  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-md border p-4"
      aria-label="Rate your consultant"
    >
      <h3 className="text-sm font-semibold">Rate {ticket.consultantName}</h3>
      <FormGroup names={SCORE_FIELDS}>
        <div className="grid gap-3 sm:grid-cols-3">
          {RATING_SCORES.map(({ field: name, label }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormControl>
                    <StarPicker
                      ref={field.ref}
                      name={field.name}
                      onBlur={field.onBlur}
                      id={`rating-${name}`}
                      label={label}
                      value={typeof field.value === 'number' ? field.value : null}
                      onChange={field.onChange}
                      disabled={createRating.isPending}
                    />
                  </FormControl>
                </FormItem>
              )}
            />
          ))}
        </div>
        <FormGroupMessage />
      </FormGroup>
      <CommentField
        name="comments"
        label="Comments (optional)"
        maxLength={RATING_COMMENT_MAX_LENGTH}
        disabled={createRating.isPending}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={createRating.isPending}>
          {createRating.isPending && <Spinner />}
          {createRating.isPending ? 'Submitting...' : 'Submit Rating'}
        </Button>
      </div>
    </Form>
  );
}
