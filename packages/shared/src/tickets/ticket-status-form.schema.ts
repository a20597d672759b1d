import { z } from 'zod';
import { findHoursProblem, type HoursWorkedRule } from './hours-worked-rules';
import { needsHoursWorked } from './ticket-status-rules';
import type { TicketStatus } from './ticket-statuses';
import { TICKET_MESSAGES } from './tickets.messages';
import { updateTicketStatusFieldsSchema } from './tickets.schema';

/** Hours go with a consultant's move to a closing status; a comment on a ticket that stays put needs none. */
export const isHoursWorkedNeeded = (role: string, currentStatus: TicketStatus, status: TicketStatus) =>
  status !== currentStatus && needsHoursWorked(role, status);

/** What is wrong with the hours as typed, in the rule's words; null when they are fine. */
function findTypedHoursProblem(text: string, rule: HoursWorkedRule): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return rule.required;
  return findHoursProblem(Number(trimmed), rule);
}

/**
 * A status change as its form holds it, the hours being the text of a number field. Keeping the
 * status needs a comment; a consultant moving the ticket to a closing status needs hours worked,
 * at least 0.1 and at most the screen's cap. Gives the body of PUT SupportRequests/{id}/status.
 */
export function ticketStatusFormSchema({
  role,
  currentStatus,
  hours,
}: {
  role: string;
  currentStatus: TicketStatus;
  hours: HoursWorkedRule;
}) {
  return updateTicketStatusFieldsSchema
    .extend({ hoursWorked: z.string() })
    .superRefine(({ status, comment, hoursWorked }, ctx) => {
      if (status === currentStatus && comment === null) {
        ctx.addIssue({ code: 'custom', path: ['status'], message: TICKET_MESSAGES.nothingToUpdate });
      }
      if (!isHoursWorkedNeeded(role, currentStatus, status)) return;
      const problem = findTypedHoursProblem(hoursWorked, hours);
      if (problem) ctx.addIssue({ code: 'custom', path: ['hoursWorked'], message: problem });
    })
    .transform(({ hoursWorked, ...body }) => ({
      ...body,
      statusForm: hours.form,
      hoursWorked: isHoursWorkedNeeded(role, currentStatus, body.status) ? Number(hoursWorked.trim()) : null,
    }));
}
