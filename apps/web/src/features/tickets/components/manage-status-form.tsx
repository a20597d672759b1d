import { MANAGE_STATUS_HOURS } from '@basisdesk/shared/tickets/hours-worked-rules';
import {
  isHoursWorkedNeeded,
  ticketStatusFormSchema,
} from '@basisdesk/shared/tickets/ticket-status-form.schema';
import { initialManageStatus } from '@basisdesk/shared/tickets/ticket-status-rules';
import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket, UpdateTicketStatusBody } from '@basisdesk/shared/tickets/tickets.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CommentField } from '@/components/comment-field';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useStatusOptions } from '../api/get-status-options';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { statusChoices } from '../status-choices';
import { ReleasedSessionsNotice } from './released-sessions-notice';
import { HoursField, StatusField } from './status-fields';
import { submitStatusChange } from './submit-status-change';

/** The Manage Status tab: a status the person may set, a comment, and hours when a consultant closes. */
export function ManageStatusForm({ ticket, role }: { ticket: Ticket; role: string }) {
  const statusOptions = useStatusOptions();
  // Here, not in the fields: they remount when the status changes, and the news of the change (a
  // live update) can arrive before the answer; the answer's toast must still be shown.
  const updateStatus = useUpdateTicketStatus();

  if (statusOptions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner />
        {TICKET_MESSAGES.statusOptionsLoading}
      </p>
    );
  }
  if (statusOptions.error) {
    return (
      <p role="alert" className="py-6 text-sm text-destructive dark:text-red-300">
        {TICKET_MESSAGES.statusOptionsFailed}
      </p>
    );
  }
  const choices = statusChoices(role, ticket);
  if (choices.length === 0) {
    return <p className="py-6 text-sm text-muted-foreground">{TICKET_MESSAGES.noStatusOptions}</p>;
  }
  // Remounted when the ticket changes status, so the form starts again from the new status.
  return (
    <ManageStatusFields
      key={ticket.status}
      ticket={ticket}
      role={role}
      choices={choices}
      updateStatus={updateStatus}
    />
  );
}

function ManageStatusFields({
  ticket,
  role,
  choices,
  updateStatus,
}: {
  ticket: Ticket;
  role: string;
  choices: TicketStatus[];
  updateStatus: ReturnType<typeof useUpdateTicketStatus>;
}) {
  const form = useForm({
    resolver: zodResolver(
      ticketStatusFormSchema({ role, currentStatus: ticket.status, hours: MANAGE_STATUS_HOURS }),
    ),
    defaultValues: { status: initialManageStatus(ticket.status), comment: '', hoursWorked: '' },
  });
  const status = form.watch('status');
  const isHoursNeeded = isHoursWorkedNeeded(role, ticket.status, status);

  function handleSubmit(body: UpdateTicketStatusBody) {
    submitStatusChange({
      updateStatus,
      form,
      orderId: ticket.id,
      body,
      onUpdated: () => {
        form.resetField('comment');
        form.resetField('hoursWorked');
      },
    });
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <StatusField
        label="New status"
        current={ticket.status}
        choices={choices}
        disabled={updateStatus.isPending}
      />
      <ReleasedSessionsNotice orderId={ticket.id} from={ticket.status} to={status} />
      {isHoursNeeded && <HoursField max={MANAGE_STATUS_HOURS.max} disabled={updateStatus.isPending} />}
      <CommentField disabled={updateStatus.isPending} revalidates={['status']} />
      <div className="flex justify-end">
        <SubmitButton isPending={updateStatus.isPending} pendingLabel="Updating...">
          Update Status
        </SubmitButton>
      </div>
    </Form>
  );
}
