import { SR_IDENTIFIER_MAX_LENGTH } from '../sr-identifiers/sr-identifiers.limits';
import {
  COMMENT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_HOURS_WORKED,
  MAX_HOURS_WORKED_LIST_DIALOG,
  MAX_SLOTS_PER_TICKET,
  MAX_TICKETS_PER_MONTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from './tickets.limits';

/** The spec's ticket words (§2, §5, §8), free of zod so light pages can use them. */

export const TICKET_MESSAGES = {
  // wizard
  consultantsCannotCreate: 'Consultants cannot create support requests',
  /** Admins see every ticket but book for nobody: a request is raised by the customer it is for. */
  onlyCustomersCreate: 'Only customers can create support requests',
  completeAllSteps: 'Please complete all steps before submitting.',
  srIdentifierRequired: 'SR Identifier is required for this request type.',
  srIdentifierTooLong: `SR Identifier must be at most ${SR_IDENTIFIER_MAX_LENGTH} characters`,
  slotsGone:
    'Some selected time slots are no longer available. Please refresh and select different time slots.',
  slotsJustBooked:
    'The selected time slots were just booked by another user. Please select different time slots.',
  createFailed: 'Failed to create support request',
  created: 'Support request created successfully',
  adjustmentNote: 'The consultant may adjust the final amount based on the actual work.',
  // server-side checks of a new request
  titleRequired: 'Title is required',
  titleTooShort: `Title must be at least ${TITLE_MIN_LENGTH} characters`,
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  priorityInvalid: 'Priority must be Low, Medium, High or VeryHigh',
  slotsRequired: 'Select at least one time slot',
  tooManySlots: `A request can book at most ${MAX_SLOTS_PER_TICKET} slots`,
  duplicateSlots: 'A time slot is listed twice',
  subOptionRequired: 'Please choose a sub-option',
  srIdentifierInactive: 'SR Identifier is inactive',
  srIdentifierNotFound: 'SR Identifier not found',
  consultantLacksSkill: 'The consultant does not offer this kind of support',
  consultantUnavailable: 'The consultant is not available for booking',
  slotNotOfConsultant: "A selected slot is not one of the consultant's slots",
  slotInPast: 'A selected slot has already started',
  /** DESIGN §5: a taken slot is a 409 whose message contains "already booked". */
  slotAlreadyBooked: 'A selected time slot is already booked',
  unpaidHoursLimit: (limitHours: number, wouldHoldHours: number) =>
    `You can have at most ${limitHours} hours of sessions booked ahead on unpaid tickets, and this booking would make it ${wouldHoldHours}. Book fewer slots, or book more once earlier sessions have taken place or been paid.`,
  monthFull: `The ticket numbers of this month are used up (${MAX_TICKETS_PER_MONTH} tickets)`,
  ticketNotFound: 'Ticket not found',
  /** A ?ticket= link to an unknown, foreign or malformed id: one answer, which leaks nothing. */
  ticketUnavailable: 'This ticket does not exist or you do not have access to it.',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Could not copy the link',
  // status updates
  nothingToUpdate: 'Please change the status or add a comment',
  hoursRequired: 'Hours worked is required when closing a ticket',
  hoursInvalid: 'Please enter a valid number of hours worked (greater than 0)',
  hoursTooMany: `Hours worked cannot exceed ${MAX_HOURS_WORKED} hours per ticket`,
  /** Hours set the amount: only a consultant or an admin logs them, and only when closing. */
  hoursNotApplicable: 'Hours worked can only be logged when closing a ticket',
  hoursInvalidListDialog: 'Please enter valid hours worked',
  hoursTooManyListDialog: `Hours worked cannot exceed ${MAX_HOURS_WORKED_LIST_DIALOG} hours per ticket`,
  commentTooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters`,
  statusNotAllowed: (status: string) => `You cannot move this ticket to ${status}`,
  noStatusOptions: 'This ticket can no longer change status',
  statusChangedMeanwhile: 'The ticket was changed meanwhile. Please reload it and try again.',
  samePriority: 'The ticket already has this priority',
  priorityNotYours: "Only the ticket's consultant or an admin can change its priority",
  priorityOfFinished: 'The work on this ticket is done: its priority can no longer change',
  priorityChanged: (from: string, to: string) => `Priority changed from ${from} to ${to}`,
  priorityFailed: 'Failed to change the priority',
  statusUpdated: 'Ticket status updated successfully',
  statusUpdateFailed: 'Failed to update ticket status',
  statusOptionsFailed: 'Unable to load status options',
  statusOptionsLoading: 'Loading status options...',
  /** Said in the status dialogs before a change that finishes the ticket frees its sessions. */
  finishReleasesSessions: (count: number) =>
    count === 1
      ? 'This change releases the session still ahead on this ticket:'
      : `This change releases the ${count} sessions still ahead on this ticket:`,
  // list and dashboard
  allTicketsTitle: 'All Tickets',
  myTicketsTitle: 'My Tickets',
  newTicket: 'New Ticket',
  noTickets: 'No tickets found',
  noTicketsForFilters: 'No tickets match your filters',
  noTicketsForSearch: 'No tickets match your search',
  noHistory: 'No status changes recorded yet.',
  unauthorized: 'Unauthorized - Please log in again',
  fetchRecentFailed: 'Failed to fetch recent tickets',
  fetchOrderStatusFailed: 'Failed to fetch order status',
  createFirstTicket: 'Create your first ticket',
  showMore: 'Show More',
  showLess: 'Show Less',
} as const;
