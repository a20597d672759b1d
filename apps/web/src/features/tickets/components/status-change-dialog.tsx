import { LIST_DIALOG_STATUS_HOURS } from '@basisdesk/shared/tickets/hours-worked-rules';
import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import {
  isHoursWorkedNeeded,
  ticketStatusFormSchema,
} from '@basisdesk/shared/tickets/ticket-status-form.schema';
import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import type { Ticket, UpdateTicketStatusBody } from '@basisdesk/shared/tickets/tickets.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CommentField } from '@/components/comment-field';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { useStatusOptions } from '../api/get-status-options';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { statusName } from '../status-choices';
import { ReleasedSessionsNotice } from './released-sessions-notice';
import { HoursField } from './status-fields';
import { submitStatusChange } from './submit-status-change';

export type StatusChange = { ticket: Ticket; status: TicketStatus };

/** Confirms a status picked on a card, with a comment and (for a consultant closing) the hours worked. */
export function StatusChangeDialog({
  change,
  role,
  onClose,
}: {
  change: StatusChange | null;
  role: string;
  onClose: () => void;
}) {
  const updateStatus = useUpdateTicketStatus();
  return (
    <FormDialog open={change !== null} onClose={onClose} isPending={updateStatus.isPending}>
      {change && (
        <StatusChangeForm
          key={`${change.ticket.id}:${change.status}`}
          change={change}
          role={role}
          updateStatus={updateStatus}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function StatusChangeForm({
  change: { ticket, status },
  role,
  updateStatus,
  onClose,
}: {
  change: StatusChange;
  role: string;
  updateStatus: ReturnType<typeof useUpdateTicketStatus>;
  onClose: () => void;
}) {
  const { data: options } = useStatusOptions();
  // Spec §5 "Status dialog on the list": its own words and a 24-hour cap, told as the hours are typed.
  const form = useForm({
    mode: 'onChange',
    resolver: zodResolver(
      ticketStatusFormSchema({ role, currentStatus: ticket.status, hours: LIST_DIALOG_STATUS_HOURS }),
    ),
    defaultValues: { status, comment: '', hoursWorked: '' },
  });
  const isHoursNeeded = isHoursWorkedNeeded(role, ticket.status, status);
  // The button waits for hours above 0; above the cap it stays enabled and says why on submit.
  const isMissingHours = isHoursNeeded && !(Number(form.watch('hoursWorked')) > 0);
  const from = statusName(ticket.status, options);
  const to = statusName(status, options);

  function handleSubmit(body: UpdateTicketStatusBody) {
    submitStatusChange({ updateStatus, form, orderId: ticket.id, body, onUpdated: onClose });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title={<>Change status to {to}</>}
      description={
        <>
          {ticketLabel(ticket)} moves from {from} to {to}.
        </>
      }
      footer={
        <DialogFormFooter
          isPending={updateStatus.isPending}
          onCancel={onClose}
          submitLabel="Update Status"
          pendingLabel="Updating..."
          isSubmitDisabled={isMissingHours}
        />
      }
    >
      <ReleasedSessionsNotice orderId={ticket.id} from={ticket.status} to={status} />
      {isHoursNeeded && <HoursField max={LIST_DIALOG_STATUS_HOURS.max} disabled={updateStatus.isPending} />}
      <CommentField disabled={updateStatus.isPending} />
    </DialogForm>
  );
}
