import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import { needsHoursWorked } from '@basisdesk/shared/tickets/ticket-status-rules';
import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { MAX_HOURS_WORKED_LIST_DIALOG } from '@basisdesk/shared/tickets/tickets.limits';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useStatusOptions } from '../api/get-status-options';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { type HoursRule, readHoursWorked } from '../hours-worked';
import { statusName } from '../status-choices';
import { CommentField, HoursField } from './status-fields';

/** Spec §5 "Status dialog on the list": its own words and a 24-hour cap. */
const LIST_DIALOG_HOURS_RULE: HoursRule = {
  max: MAX_HOURS_WORKED_LIST_DIALOG,
  required: TICKET_MESSAGES.hoursInvalidListDialog,
  invalid: TICKET_MESSAGES.hoursInvalidListDialog,
  tooMany: TICKET_MESSAGES.hoursTooManyListDialog,
};

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
  const [comment, setComment] = useState('');
  const [hoursText, setHoursText] = useState('');
  const [showsHoursProblem, setShowsHoursProblem] = useState(false);
  const isHoursNeeded = needsHoursWorked(role, status);
  const hours = readHoursWorked(hoursText, LIST_DIALOG_HOURS_RULE);
  // The button waits for hours above 0; above the cap it stays enabled and says why on submit.
  const isMissingHours = isHoursNeeded && hours.problem === LIST_DIALOG_HOURS_RULE.invalid;
  const from = statusName(ticket.status, options);
  const to = statusName(status, options);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (updateStatus.isPending) return;
    if (isHoursNeeded && hours.problem !== null) {
      setShowsHoursProblem(true);
      document.getElementById('list-status-hours')?.focus();
      return;
    }
    updateStatus.mutate(
      {
        orderId: ticket.id,
        status,
        comment: comment.trim() || null,
        hoursWorked: isHoursNeeded ? hours.hours : null,
      },
      {
        onSuccess: () => {
          toast.success(TICKET_MESSAGES.statusUpdated);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, TICKET_MESSAGES.statusUpdateFailed)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Change status to {to}</DialogTitle>
        <DialogDescription>
          {ticketLabel(ticket)} moves from {from} to {to}.
        </DialogDescription>
      </DialogHeader>
      {isHoursNeeded && (
        <HoursField
          id="list-status-hours"
          max={MAX_HOURS_WORKED_LIST_DIALOG}
          value={hoursText}
          onChange={(next) => {
            setHoursText(next);
            setShowsHoursProblem(next.trim() !== '');
          }}
          problem={showsHoursProblem ? hours.problem : null}
          disabled={updateStatus.isPending}
        />
      )}
      <CommentField
        id="list-status-comment"
        value={comment}
        onChange={setComment}
        disabled={updateStatus.isPending}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={updateStatus.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateStatus.isPending || isMissingHours}>
          {updateStatus.isPending && <Spinner />}
          {updateStatus.isPending ? 'Updating...' : 'Update Status'}
        </Button>
      </DialogFooter>
    </form>
  );
}
