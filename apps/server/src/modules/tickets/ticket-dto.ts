import {
  displayedStatus,
  type OrderStatus,
  paiseToRupees,
  type Role,
  type StatusHistoryEntry,
  type StatusOption,
  type SupportRequestSummary,
  seesPayments,
  TICKET_STATUS_LABELS,
  type Ticket,
} from '@basisdesk/shared';
import { toSlot } from '../availability/slot-dto';
import { taxonomyPathOf } from '../taxonomy/taxonomy-path';
import type {
  BookedSlotRow,
  HistoryRow,
  StatusOptionRow,
  TicketReadRow,
  TicketSummaryRow,
} from './tickets.repository';

const MINUTES_PER_HOUR = 60;

/**
 * What the ticket bills in paise (decision 028): the amount for hours worked once they are logged,
 * else the time it holds at the rate captured when it was booked. Zero when it holds none: there
 * is then nothing to pay (no ₹100 stands in for an amount the server always knows).
 */
export function totalPaiseOf(ticket: {
  amountPaise: number | null;
  hourlyRatePaise: number;
  bookedMinutes: number;
}): number {
  return ticket.amountPaise ?? Math.round((ticket.hourlyRatePaise * ticket.bookedMinutes) / MINUTES_PER_HOUR);
}

/** The amount for hours worked at the captured rate, rounded to the paisa. */
export const amountPaiseFor = (hourlyRatePaise: number, hoursWorked: number) =>
  Math.round(hourlyRatePaise * hoursWorked);

const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`;

/**
 * A ticket as the viewer may see it: a consultant gets no payment status and reads Paid as Closed
 * (spec §4, §6); their amounts (rate, hours, what the work comes to) stay, they are their earnings.
 */
export function toTicket(
  row: TicketReadRow,
  slots: BookedSlotRow[],
  now: Date,
  viewer: { role: Role },
): Ticket {
  const status = displayedStatus(row.status, viewer.role);
  const customerName = fullName(row.customerFirstName, row.customerLastName);
  return {
    id: row.id,
    orderId: row.id,
    orderNumber: row.orderNumber,
    srIdentifier: row.srIdentifier,
    status,
    statusString: TICKET_STATUS_LABELS[status],
    priority: row.priority,
    ...taxonomyPathOf(row),
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The customer raises their own request (admins do not book for others).
    createdByUserId: row.customerId,
    createdByName: customerName,
    customerId: row.customerId,
    customerName,
    // Each side's profile zone, so the other can read a shared time in it (null: not set).
    customerTimeZone: row.customerTimeZone,
    consultantId: row.consultantId,
    consultantName: fullName(row.consultantFirstName, row.consultantLastName),
    consultantTimeZone: row.consultantTimeZone,
    consultantHourlyRate: paiseToRupees(row.hourlyRatePaise),
    // Undefined, not deleted: the object keeps one shape and the serializer leaves the field out.
    paymentStatus: seesPayments(viewer.role) ? row.paymentStatus : undefined,
    hoursWorked: row.hoursWorked === null ? null : Number(row.hoursWorked),
    calculatedAmount: row.amountPaise === null ? null : paiseToRupees(row.amountPaise),
    totalAmount: paiseToRupees(totalPaiseOf(row)),
    slots: slots.map((slot) => toSlot(slot, now)),
  };
}

/** Where the payment stands; for a consultant, the same without it (toTicket says why). */
export const toOrderStatus = (row: TicketReadRow, viewer: { role: Role }): OrderStatus => ({
  orderId: row.id,
  orderNumber: row.orderNumber,
  status: displayedStatus(row.status, viewer.role),
  paymentStatus: seesPayments(viewer.role) ? row.paymentStatus : undefined,
  totalAmount: paiseToRupees(totalPaiseOf(row)),
});

export const toStatusOption = (row: StatusOptionRow): StatusOption => ({
  statusCode: row.code,
  statusName: row.name,
  colorCode: row.colorCode,
  description: row.description,
});

/** Entries to or from Paid are payments and refunds: their comments name payment ids and reasons. */
const isPaymentEntry = (row: HistoryRow) => row.toStatus === 'Paid' || row.fromStatus === 'Paid';

/**
 * Whether the viewer sees the entry at all: a consultant does not see a payment or a refund (a
 * change to or from Paid that reads Closed → Closed to them, spec §4, §6); they do see an admin's
 * Paid on a ticket that was still open, which reads as the ticket closing.
 */
export const isHistoryEntryShown = (row: HistoryRow, viewer: { role: Role }) =>
  seesPayments(viewer.role) ||
  !isPaymentEntry(row) ||
  displayedStatus(row.toStatus, viewer.role) !==
    (row.fromStatus && displayedStatus(row.fromStatus, viewer.role));

/**
 * A consultant reads a change to or from Paid as Closed, as they read the ticket, and without its
 * comment (a payment id, a refund's reason: payment data is not theirs to see).
 */
export const toHistoryEntry = (row: HistoryRow, viewer: { role: Role }): StatusHistoryEntry => ({
  id: row.id,
  fromStatus: row.fromStatus === null ? null : displayedStatus(row.fromStatus, viewer.role),
  toStatus: displayedStatus(row.toStatus, viewer.role),
  changedBy: row.changedByName,
  changedByUserId: row.changedByUserId,
  changedAt: row.changedAt.toISOString(),
  comment: !seesPayments(viewer.role) && isPaymentEntry(row) ? null : row.comment,
  event: row.event,
});

export const toSummary = (row: TicketSummaryRow): SupportRequestSummary => ({
  id: row.id,
  orderNumber: row.orderNumber,
  title: row.title,
  status: row.status,
  paymentStatus: row.paymentStatus,
  priority: row.priority,
  supportTypeName: row.supportTypeName,
  customerId: row.customerId,
  consultantId: row.consultantId,
  totalAmount: paiseToRupees(totalPaiseOf(row)),
  createdAt: row.createdAt.toISOString(),
});

/** A person's name as tickets, history entries and mails write it. */
export const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
