import { z } from 'zod';
import { availabilitySlotSchema } from '../availability/availability.schema';
import { paginationQuerySchema } from '../common/primitives.schema';
import { isKnownTimeZone } from '../common/time-zone';
import { revenueSummarySchema } from '../payments/payments.schema';
import { SR_IDENTIFIER_MAX_LENGTH } from '../sr-identifiers/sr-identifiers.limits';
import {
  findHoursProblem,
  hoursRuleOf,
  LIST_DIALOG_STATUS_HOURS,
  MANAGE_STATUS_HOURS,
  STATUS_FORMS,
} from './hours-worked-rules';
import { DATE_RANGES } from './ticket-date-ranges';
import { PRIORITIES } from './ticket-priorities';
import { PAYMENT_STATUSES, TICKET_HISTORY_EVENTS, TICKET_STATUSES } from './ticket-statuses';
import { findTitleProblem, normalizeTitle } from './ticket-title';
import {
  COMMENT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_SLOTS_PER_TICKET,
  SEARCH_COUNT_CAP,
  TICKET_COUNT_CAP,
} from './tickets.limits';
import { TICKET_MESSAGES } from './tickets.messages';

export * from './hours-worked-rules';
export * from './ticket-date-ranges';
export * from './ticket-label';
export * from './ticket-priorities';
export * from './ticket-status-rules';
export * from './ticket-statuses';
export * from './ticket-title';
export * from './tickets.limits';
export * from './tickets.messages';

const requiredId = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .pipe(z.uuid({ error: `${field} must be a valid id` }));

// --- creating a request -----------------------------------------------------------------------------

/** POST SupportRequests (spec §3 "Create-ticket payload"). */
export const createTicketBodySchema = z.strictObject({
  supportTypeId: requiredId('supportTypeId'),
  supportCategoryId: requiredId('supportCategoryId'),
  supportSubOptionId: z
    .uuid({ error: 'supportSubOptionId must be a valid id' })
    .nullish()
    .transform((value) => value ?? null),
  title: z
    .string({ error: TICKET_MESSAGES.titleRequired })
    .transform(normalizeTitle)
    .superRefine((title, ctx) => {
      const problem = findTitleProblem(title);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  description: z
    .string({ error: TICKET_MESSAGES.descriptionRequired })
    .trim()
    .min(1, TICKET_MESSAGES.descriptionRequired)
    .max(DESCRIPTION_MAX_LENGTH, TICKET_MESSAGES.descriptionTooLong),
  /** Only when the sub-option requires one; ignored (stored as null) otherwise. */
  srIdentifier: z
    .string()
    .trim()
    .max(SR_IDENTIFIER_MAX_LENGTH, TICKET_MESSAGES.srIdentifierTooLong)
    .nullish()
    .transform((value) => value || null),
  priority: z.enum(PRIORITIES, { error: TICKET_MESSAGES.priorityInvalid }),
  consultantId: requiredId('consultantId'),
  timeSlotIds: z
    .array(z.uuid({ error: 'timeSlotIds must hold slot ids' }), { error: TICKET_MESSAGES.slotsRequired })
    .min(1, TICKET_MESSAGES.slotsRequired)
    .max(MAX_SLOTS_PER_TICKET, TICKET_MESSAGES.tooManySlots)
    .refine((ids) => new Set(ids).size === ids.length, TICKET_MESSAGES.duplicateSlots),
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

// --- a ticket -------------------------------------------------------------------------------------

export const ticketSchema = z.object({
  id: z.uuid(),
  /** The same id: the spec's calls name a ticket by orderId. */
  orderId: z.uuid(),
  orderNumber: z
    .string()
    .nullable()
    .describe('16 characters: type, category, sub-option, priority, MMYY, sequence'),
  srIdentifier: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  statusString: z.string().describe('The status as people read it'),
  priority: z.enum(PRIORITIES),
  supportTypeId: z.uuid(),
  supportTypeName: z.string(),
  supportCategoryId: z.uuid(),
  supportCategoryName: z.string(),
  supportSubOptionId: z.uuid().nullable(),
  supportSubOptionName: z.string().nullable(),
  title: z.string().describe('What the request is about in a few words, shown beside its number'),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByUserId: z.uuid(),
  createdByName: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  customerTimeZone: z
    .string()
    .nullable()
    .describe("The customer's IANA time zone from their profile; null when not set"),
  consultantId: z.uuid(),
  consultantName: z.string(),
  consultantTimeZone: z
    .string()
    .nullable()
    .describe("The consultant's IANA time zone from their profile; null when not set"),
  consultantHourlyRate: z.number().describe('Rupees per hour, captured when the request was booked'),
  paymentStatus: z
    .enum(PAYMENT_STATUSES)
    .optional()
    .describe('Absent for consultants, who do not see payments (their Paid reads Closed)'),
  hoursWorked: z.number().nullable(),
  calculatedAmount: z.number().nullable().describe('Rupees: captured hourly rate × hours worked'),
  totalAmount: z.number().describe('Rupees: calculatedAmount once hours are known, else rate × booked hours'),
  slots: z.array(availabilitySlotSchema).describe('The booked slots, in time order'),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** Ticket lists: newest first, filtered on the server. */
export const ticketListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  date: z.enum(DATE_RANGES, { error: 'date must be today, week, month or quarter' }).optional(),
  /**
   * The viewer's IANA time zone ('Asia/Kolkata'): "today" starts at their midnight. UTC when
   * absent; week, month and quarter are the last 7, 30 and 90 days wherever one is.
   */
  timeZone: z.string().trim().refine(isKnownTimeZone, { error: 'Unknown time zone' }).optional(),
  status: z.enum(TICKET_STATUSES, { error: 'Unknown status' }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  /** Admins only; others' lists are theirs already. */
  consultantId: z.uuid({ error: 'consultantId must be a valid id' }).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const ticketPageSchema = z.object({
  items: z.array(ticketSchema),
  total: z.number().int(),
  isTotalCapped: z
    .boolean()
    .describe(
      `true when more tickets match than were counted: total is then the cap, read "10,000+" (${TICKET_COUNT_CAP}; ${SEARCH_COUNT_CAP} for a text search, "200+")`,
    ),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const orderParamsSchema = z.object({ orderId: z.uuid({ error: 'Invalid id' }) });

// --- status -------------------------------------------------------------------------------------

/**
 * PUT SupportRequests/{orderId}/status, field by field: what the screens' forms extend (an object
 * with refinements cannot be).
 */
export const updateTicketStatusFieldsSchema = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: 'Unknown status' }),
  comment: z
    .string()
    .trim()
    .max(COMMENT_MAX_LENGTH, TICKET_MESSAGES.commentTooLong)
    .nullish()
    .transform((value) => value || null),
  hoursWorked: z
    .number({ error: TICKET_MESSAGES.hoursInvalid })
    .nullish()
    .transform((value) => value ?? null),
  statusForm: z
    .enum(STATUS_FORMS, { error: `statusForm must be one of ${STATUS_FORMS.join(', ')}` })
    .optional()
    .describe(
      `The screen the change was made on; its hours rule applies (spec §5): manage-tab (the default) up to ${MANAGE_STATUS_HOURS.max} hours, list-dialog up to ${LIST_DIALOG_STATUS_HOURS.max}`,
    ),
});

/**
 * PUT SupportRequests/{orderId}/priority: the ticket's consultant or an admin re-rates it; its SLA
 * clocks restart from the change (decision 057). Its number keeps the priority it was raised with.
 */
export const updateTicketPriorityBodySchema = z.strictObject({
  priority: z.enum(PRIORITIES, { error: TICKET_MESSAGES.priorityInvalid }),
});
export type UpdateTicketPriorityBody = z.infer<typeof updateTicketPriorityBodySchema>;

/** PUT SupportRequests/{orderId}/status: the hours held to the rule of the screen that sent them. */
export const updateTicketStatusBodySchema = updateTicketStatusFieldsSchema.superRefine(
  ({ hoursWorked, statusForm }, ctx) => {
    if (hoursWorked === null) return;
    const problem = findHoursProblem(hoursWorked, hoursRuleOf(statusForm));
    if (problem) ctx.addIssue({ code: 'custom', path: ['hoursWorked'], message: problem });
  },
);
export type UpdateTicketStatusBody = z.infer<typeof updateTicketStatusBodySchema>;

export const statusOptionSchema = z.object({
  statusCode: z.enum(TICKET_STATUSES),
  statusName: z.string(),
  colorCode: z.string().describe('A CSS colour for the badge'),
  description: z.string(),
});
export type StatusOption = z.infer<typeof statusOptionSchema>;
export const statusOptionListSchema = z.array(statusOptionSchema);

export const statusHistoryEntrySchema = z.object({
  id: z.uuid(),
  fromStatus: z.enum(TICKET_STATUSES).nullable().describe('null for the first entry (New)'),
  toStatus: z.enum(TICKET_STATUSES),
  changedBy: z.string().describe('The name of who changed it'),
  changedByUserId: z.uuid().nullable(),
  changedAt: z.string(),
  comment: z.string().nullable(),
  event: z
    .enum(TICKET_HISTORY_EVENTS)
    .describe('A status change, or a change to a booked session (the status then stays as it was)'),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;
export const statusHistoryListSchema = z.array(statusHistoryEntrySchema);

/**
 * GET orders/{orderId}: where the ticket's payment stands. A consultant gets the same answer
 * without the payment status (and Paid as Closed): the amount is their earnings, the payment is not
 * theirs to see.
 */
export const orderStatusSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional().describe('Absent for consultants'),
  totalAmount: z.number(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * GET Admin/support-requests: every request in brief (spec §7 "list of requests for admin
 * statistics"), newest first.
 */
export const supportRequestSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string().nullable(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  priority: z.enum(PRIORITIES),
  supportTypeName: z.string(),
  customerId: z.uuid(),
  consultantId: z.uuid(),
  totalAmount: z.number(),
  createdAt: z.string(),
});
export type SupportRequestSummary = z.infer<typeof supportRequestSummarySchema>;
export const supportRequestSummaryListSchema = z.array(supportRequestSummarySchema);

/**
 * GET SupportRequests/counts/user and …/counts/consultant: how many of the tickets in that list are
 * in each status, every status listed. A consultant's Paid tickets are counted under Closed, as
 * their list shows them.
 */
export const ticketStatusCountsSchema = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(TICKET_STATUSES), count: z.number().int() })),
});
export type TicketStatusCounts = z.infer<typeof ticketStatusCountsSchema>;

/** GET Admin/support-requests/stats: every request counted by the database, for the dashboard. */
export const supportRequestStatsSchema = ticketStatusCountsSchema.extend({
  open: z.number().int().describe('Every status but Completed, Closed, TopicClosed and Paid'),
  byMonth: z.array(z.object({ month: z.string().describe('yyyy-mm'), count: z.number().int() })),
  revenue: revenueSummarySchema.describe(
    'Rupees: paid (less refunds), outstanding on closed tickets, refunded',
  ),
});
export type SupportRequestStats = z.infer<typeof supportRequestStatsSchema>;
