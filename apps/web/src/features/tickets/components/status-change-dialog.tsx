import { LIST_DIALOG_STATUS_HOURS } from '@basisdesk/shared/tickets/hours-worked-rules';
import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import {
  isHoursWorkedNeeded,
  ticketStatusFormSchema,
} from '@basisdesk/shared/tickets/ticket-status-form.schema';
import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket, UpdateTicketStatusBody } from '@basisdesk/shared/tickets/tickets.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CommentField } from '@/components/comment-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStatusOptions } from '../api/get-status-options';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { statusName } from '../status-choices';
import { HoursField } from './status-fields';

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
    <Dialog open={change !== null} onOpenChange={(open) => !open && !updateStatus.isPending && onClose()}>
      <DialogContent>
        {change && (
          <StatusChangeForm
            key={`${change.ticket.id}:${change.status}`}
            change={change}
            role={role}
            updateStatus={updateStatus}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
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
    if (updateStatus.isPending) return;
    updateStatus.mutate(
      { orderId: ticket.id, ...body },
      {
        onSuccess: () => {
          toast.success(TICKET_MESSAGES.statusUpdated);
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error(errorMessage(error, TICKET_MESSAGES.statusUpdateFailed));
        },
      },
    );
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Change status to {to}</DialogTitle>
        <DialogDescription>
          {ticketLabel(ticket)} moves from {from} to {to}.
        </DialogDescription>
      </DialogHeader>
      {isHoursNeeded && <HoursField max={LIST_DIALOG_STATUS_HOURS.max} disabled={updateStatus.isPending} />}
      <CommentField disabled={updateStatus.isPending} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={updateStatus.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateStatus.isPending || isMissingHours}>
          {updateStatus.isPending && <Spinner />}
          {updateStatus.isPending ? 'Updating...' : 'Update Status'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
