import { z } from 'zod';
import { needsHoursWorked } from './ticket-status-rules';
import type { TicketStatus } from './ticket-statuses';
import { MAX_HOURS_WORKED, MAX_HOURS_WORKED_LIST_DIALOG, MIN_HOURS_WORKED } from './tickets.limits';
import { TICKET_MESSAGES } from './tickets.messages';
import { updateTicketStatusBodySchema } from './tickets.schema';

/** How a screen words and caps the hours worked: the manage tab and the list's dialog differ (spec §5). */
export interface HoursWorkedRule {
  max: number;
  /** The field is empty. */
  required: string;
  /** Not a number, or under the minimum. */
  invalid: string;
  /** Above `max`. */
  tooMany: string;
}

export const MANAGE_STATUS_HOURS: HoursWorkedRule = {
  max: MAX_HOURS_WORKED,
  required: TICKET_MESSAGES.hoursRequired,
  invalid: TICKET_MESSAGES.hoursInvalid,
  tooMany: TICKET_MESSAGES.hoursTooMany,
};

export const LIST_DIALOG_STATUS_HOURS: HoursWorkedRule = {
  max: MAX_HOURS_WORKED_LIST_DIALOG,
  required: TICKET_MESSAGES.hoursInvalidListDialog,
  invalid: TICKET_MESSAGES.hoursInvalidListDialog,
  tooMany: TICKET_MESSAGES.hoursTooManyListDialog,
};

/** Hours go with a consultant's move to a closing status; a comment on a ticket that stays put needs none. */
export const isHoursWorkedNeeded = (role: string, currentStatus: TicketStatus, status: TicketStatus) =>
  status !== currentStatus && needsHoursWorked(role, status);

/** What is wrong with the hours as typed, in the rule's words; null when they are fine. */
function findHoursProblem(text: string, rule: HoursWorkedRule): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return rule.required;
  const hours = Number(trimmed);
  if (!Number.isFinite(hours) || hours < MIN_HOURS_WORKED) return rule.invalid;
  if (hours > rule.max) return rule.tooMany;
  return null;
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
  return updateTicketStatusBodySchema
    .extend({ hoursWorked: z.string() })
    .superRefine(({ status, comment, hoursWorked }, ctx) => {
      if (status === currentStatus && comment === null) {
        ctx.addIssue({ code: 'custom', path: ['status'], message: TICKET_MESSAGES.nothingToUpdate });
      }
      if (!isHoursWorkedNeeded(role, currentStatus, status)) return;
      const problem = findHoursProblem(hoursWorked, hours);
      if (problem) ctx.addIssue({ code: 'custom', path: ['hoursWorked'], message: problem });
    })
    .transform(({ hoursWorked, ...body }) => ({
      ...body,
      hoursWorked: isHoursWorkedNeeded(role, currentStatus, body.status) ? Number(hoursWorked.trim()) : null,
    }));
}
