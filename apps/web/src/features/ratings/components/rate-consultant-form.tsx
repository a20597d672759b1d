import { RATING_COMMENT_MAX_LENGTH } from '@basisdesk/shared/ratings/ratings.limits';
import { RATING_MESSAGES } from '@basisdesk/shared/ratings/ratings.messages';
import {
  type CreateTicketRatingBody,
  createTicketRatingBodySchema,
} from '@basisdesk/shared/ratings/ratings.schema';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CommentField } from '@/components/comment-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { FormGroup, FormGroupMessage } from '@/components/ui/form-group';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateTicketRating } from '../api/create-ticket-rating';
import { RATING_SCORES } from '../rating-stars';
import { StarPicker } from './star-picker';

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
            <FieldBlock key={name} control={form.control} name={name} hasMessage={false}>
              {(field) => (
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
              )}
            </FieldBlock>
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
        <SubmitButton isPending={createRating.isPending} pendingLabel="Submitting...">
          Submit Rating
        </SubmitButton>
      </div>
    </Form>
  );
}
