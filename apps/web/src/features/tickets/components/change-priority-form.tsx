import { isAdmin, isConsultant } from '@basisdesk/shared/auth/roles';
import { PRIORITIES, PRIORITY_LABELS } from '@basisdesk/shared/tickets/ticket-priorities';
import { RESOLVED_STATUSES } from '@basisdesk/shared/tickets/ticket-statuses';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import {
  type Ticket,
  type UpdateTicketPriorityBody,
  updateTicketPriorityBodySchema,
} from '@basisdesk/shared/tickets/tickets.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateTicketPriority } from '../api/update-ticket-priority';

/**
 * Whether the viewer may re-rate the ticket: an admin, or its consultant (a consultant sees only
 * the tickets assigned to them), while its work is not done.
 */
export const mayChangePriority = (ticket: Ticket, role: string) =>
  (isAdmin(role) || isConsultant(role)) && !RESOLVED_STATUSES.includes(ticket.status);

/**
 * Beneath the status form: the ticket's priority, which its consultant or an admin may change while
 * the work is not done. Its SLA clocks restart from the change (decision 057).
 */
export function ChangePriorityForm({ ticket }: { ticket: Ticket }) {
  const form = useForm<UpdateTicketPriorityBody>({
    resolver: zodResolver(updateTicketPriorityBodySchema),
    values: { priority: ticket.priority },
  });
  const mutation = useUpdateTicketPriority();

  function handleSubmit(values: UpdateTicketPriorityBody) {
    if (mutation.isPending) return;
    if (values.priority === ticket.priority) {
      form.setError('priority', { message: TICKET_MESSAGES.samePriority });
      return;
    }
    mutation.mutate(
      { orderId: ticket.id, ...values },
      {
        onSuccess: () =>
          toast.success(
            TICKET_MESSAGES.priorityChanged(
              PRIORITY_LABELS[ticket.priority],
              PRIORITY_LABELS[values.priority],
            ),
          ),
        onError: (failure) => {
          applyServerErrors(form, failure);
          toast.error(errorMessage(failure, TICKET_MESSAGES.priorityFailed));
        },
      },
    );
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-3 border-t pt-4">
      <FieldBlock
        name="priority"
        label="Priority"
        className="gap-1.5"
        description="Changing it restarts the ticket's SLA clocks with the new priority's targets."
        descriptionProps={{ className: 'text-xs' }}
      >
        {(field) => (
          <NativeSelect {...field} disabled={mutation.isPending}>
            {PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
                {priority === ticket.priority ? ' (current)' : ''}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldBlock>
      <SubmitButton isPending={mutation.isPending} className="justify-self-start">
        Change priority
      </SubmitButton>
    </Form>
  );
}
