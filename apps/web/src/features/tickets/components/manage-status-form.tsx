import { initialManageStatus, needsHoursWorked } from '@basisdesk/shared/tickets/ticket-status-rules';
import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { MAX_HOURS_WORKED } from '@basisdesk/shared/tickets/tickets.limits';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useStatusOptions } from '../api/get-status-options';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { type HoursRule, readHoursWorked } from '../hours-worked';
import { statusChoices } from '../status-choices';
import { CommentField, HoursField, StatusSelect } from './status-fields';

const MANAGE_HOURS_RULE: HoursRule = {
  max: MAX_HOURS_WORKED,
  required: TICKET_MESSAGES.hoursRequired,
  invalid: TICKET_MESSAGES.hoursInvalid,
  tooMany: TICKET_MESSAGES.hoursTooMany,
};

type Problem = { field: 'status' | 'hours'; message: string };

/** The Manage Status tab: a status the person may set, a comment, and hours when a consultant closes. */
export function ManageStatusForm({ ticket, role }: { ticket: Ticket; role: string }) {
  const statusOptions = useStatusOptions();

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
  return <ManageStatusFields key={ticket.status} ticket={ticket} role={role} choices={choices} />;
}

function ManageStatusFields({
  ticket,
  role,
  choices,
}: {
  ticket: Ticket;
  role: string;
  choices: TicketStatus[];
}) {
  const [status, setStatus] = useState<TicketStatus>(() => initialManageStatus(ticket.status));
  const [comment, setComment] = useState('');
  const [hoursText, setHoursText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const updateStatus = useUpdateTicketStatus();
  // Hours go with a move to a closing status; a comment on a ticket that stays put needs none.
  const isHoursNeeded = status !== ticket.status && needsHoursWorked(role, status);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (updateStatus.isPending) return;
    const trimmedComment = comment.trim();
    if (status === ticket.status && trimmedComment === '') {
      setProblem({ field: 'status', message: TICKET_MESSAGES.nothingToUpdate });
      return;
    }
    let hoursWorked: number | null = null;
    if (isHoursNeeded) {
      const reading = readHoursWorked(hoursText, MANAGE_HOURS_RULE);
      if (reading.problem !== null) {
        setProblem({ field: 'hours', message: reading.problem });
        document.getElementById('manage-hours')?.focus();
        return;
      }
      hoursWorked = reading.hours;
    }
    setProblem(null);
    updateStatus.mutate(
      { orderId: ticket.id, status, comment: trimmedComment || null, hoursWorked },
      {
        onSuccess: () => {
          toast.success(TICKET_MESSAGES.statusUpdated);
          setComment('');
          setHoursText('');
        },
        onError: (error) => toast.error(errorMessage(error, TICKET_MESSAGES.statusUpdateFailed)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <StatusSelect
        id="manage-status"
        label="New status"
        current={ticket.status}
        choices={choices}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setProblem(null);
        }}
        disabled={updateStatus.isPending}
      />
      {isHoursNeeded && (
        <HoursField
          id="manage-hours"
          max={MAX_HOURS_WORKED}
          value={hoursText}
          onChange={(next) => {
            setHoursText(next);
            if (problem?.field === 'hours') setProblem(null);
          }}
          problem={problem?.field === 'hours' ? problem.message : null}
          disabled={updateStatus.isPending}
        />
      )}
      <CommentField
        id="manage-comment"
        value={comment}
        onChange={(next) => {
          setComment(next);
          if (problem?.field === 'status') setProblem(null);
        }}
        disabled={updateStatus.isPending}
      />
      {problem?.field === 'status' && (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {problem.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={updateStatus.isPending}>
          {updateStatus.isPending && <Spinner />}
          {updateStatus.isPending ? 'Updating...' : 'Update Status'}
        </Button>
      </div>
    </form>
  );
}
