import { MAX_HOURS_WORKED, MAX_HOURS_WORKED_LIST_DIALOG, MIN_HOURS_WORKED } from './tickets.limits';
import { TICKET_MESSAGES } from './tickets.messages';

/**
 * The two screens that log hours worked when closing (spec §5): the manage tab of a ticket's
 * details, and the status dialog on the list. Each caps and words the hours its own way, and a
 * status change names the screen it was made on, so the server holds it to that screen's rule.
 * A change that names none is the manage tab's: DESIGN §6's 0 < hours ≤ 100.
 */
export const STATUS_FORMS = ['manage-tab', 'list-dialog'] as const;
export type StatusForm = (typeof STATUS_FORMS)[number];

/** How a screen caps and words the hours worked. */
export interface HoursWorkedRule {
  form: StatusForm;
  max: number;
  /** The field is empty. */
  required: string;
  /** Not a number, or under the minimum. */
  invalid: string;
  /** Above `max`. */
  tooMany: string;
}

export const MANAGE_STATUS_HOURS: HoursWorkedRule = {
  form: 'manage-tab',
  max: MAX_HOURS_WORKED,
  required: TICKET_MESSAGES.hoursRequired,
  invalid: TICKET_MESSAGES.hoursInvalid,
  tooMany: TICKET_MESSAGES.hoursTooMany,
};

export const LIST_DIALOG_STATUS_HOURS: HoursWorkedRule = {
  form: 'list-dialog',
  max: MAX_HOURS_WORKED_LIST_DIALOG,
  required: TICKET_MESSAGES.hoursInvalidListDialog,
  invalid: TICKET_MESSAGES.hoursInvalidListDialog,
  tooMany: TICKET_MESSAGES.hoursTooManyListDialog,
};

export const hoursRuleOf = (form: StatusForm | undefined): HoursWorkedRule =>
  form === 'list-dialog' ? LIST_DIALOG_STATUS_HOURS : MANAGE_STATUS_HOURS;

/** What is wrong with a number of hours under a screen's rule, in its words; null when fine. */
export function findHoursProblem(hours: number, rule: HoursWorkedRule): string | null {
  if (!Number.isFinite(hours) || hours < MIN_HOURS_WORKED) return rule.invalid;
  if (hours > rule.max) return rule.tooMany;
  return null;
}
