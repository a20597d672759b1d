/** Ticket words, limits and values (spec §2, §4, §5, §8), free of zod so light pages can use them. */

export const TICKET_STATUSES = [
  'New',
  'InProgress',
  'PendingCustomerAction',
  'Escalate',
  'Completed',
  'Closed',
  'TopicClosed',
  'ReOpened',
  'Paid',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** How a status reads on screen; the status options from the server carry the same names. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  New: 'New',
  InProgress: 'In Progress',
  PendingCustomerAction: 'Pending Customer Action',
  Escalate: 'Escalate',
  Completed: 'Completed',
  Closed: 'Closed',
  TopicClosed: 'Topic Closed',
  ReOpened: 'Re-Opened',
  Paid: 'Paid',
};

export const PRIORITIES = ['Low', 'Medium', 'High', 'VeryHigh'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  Low: 'Low',
  Medium: 'Medium',
  High: 'High',
  VeryHigh: 'Very High',
};
/** The priority digit of a ticket number (DESIGN §6). */
export const PRIORITY_DIGITS: Record<Priority, string> = { Low: '0', Medium: '1', High: '2', VeryHigh: '3' };

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The list's date filter: today, or the last 7, 30 or 90 days. */
export const DATE_RANGES = ['today', 'week', 'month', 'quarter'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DATE_RANGE_DAYS: Record<Exclude<DateRange, 'today'>, number> = {
  week: 7,
  month: 30,
  quarter: 90,
};

export const DESCRIPTION_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 1000;
/** Hours worked: at least 0.1 (spec §9, step 0.1); the manage tab allows up to 100, the list's status dialog up to 24 (spec §5). */
export const MIN_HOURS_WORKED = 0.1;
export const MAX_HOURS_WORKED = 100;
export const MAX_HOURS_WORKED_LIST_DIALOG = 24;
/** The most slots one request books: a full 8-hour block. */
export const MAX_SLOTS_PER_TICKET = 16;
/** The monthly sequence is 5 digits: the 100,000th ticket of a month is refused, never wrapped. */
export const MAX_TICKETS_PER_MONTH = 99_999;
/** The dashboard's Recent Activity. */
export const RECENT_ACTIVITY_COUNT = 4;

/** Statuses that close the work: they need hours worked when a consultant sets them. */
export const CLOSING_STATUSES: readonly TicketStatus[] = ['Completed', 'Closed', 'TopicClosed'];

export const TICKET_MESSAGES = {
  // wizard
  consultantsCannotCreate: 'Consultants cannot create support requests',
  /** Admins see every ticket but book for nobody: a request is raised by the customer it is for. */
  onlyCustomersCreate: 'Only customers can create support requests',
  completeAllSteps: 'Please complete all steps before submitting.',
  srIdentifierRequired: 'SR Identifier is required for this request type.',
  slotsGone:
    'Some selected time slots are no longer available. Please refresh and select different time slots.',
  slotsJustBooked:
    'The selected time slots were just booked by another user. Please select different time slots.',
  createFailed: 'Failed to create support request',
  created: 'Support request created successfully',
  adjustmentNote: 'The consultant may adjust the final amount based on the actual work.',
  // server-side checks of a new request
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
  monthFull: `The ticket numbers of this month are used up (${MAX_TICKETS_PER_MONTH} tickets)`,
  ticketNotFound: 'Ticket not found',
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
  statusUpdated: 'Ticket status updated successfully',
  statusUpdateFailed: 'Failed to update ticket status',
  statusOptionsFailed: 'Unable to load status options',
  statusOptionsLoading: 'Loading status options...',
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

/** The detail dialog shows this many characters of a description before 'Show More'. */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

/** 'Ticket #' and the first 8 characters of the id, for a ticket without a number. */
export const ticketLabel = (ticket: { id: string; orderNumber: string | null }) =>
  ticket.orderNumber ?? `Ticket #${ticket.id.slice(0, 8)}`;

/**
 * Consultants do not see payment information (spec §6): no payment status reaches them, and Paid
 * reads as Closed (spec §4). Customers and admins see both.
 */
export const seesPayments = (role: string) => role.toLowerCase() !== 'consultant';

/** A consultant sees Paid as Closed (spec §4): payment is not theirs to see. */
export function displayedStatus(status: TicketStatus, role: string): TicketStatus {
  return status === 'Paid' && !seesPayments(role) ? 'Closed' : status;
}
