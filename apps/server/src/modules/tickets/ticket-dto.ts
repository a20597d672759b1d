import {
  type OrderStatus,
  type StatusHistoryEntry,
  type StatusOption,
  type SupportRequestSummary,
  TICKET_STATUS_LABELS,
  type Ticket,
} from '@basisdesk/shared';
import { toSlot } from '../availability/slot-dto';
import type {
  BookedSlotRow,
  HistoryRow,
  StatusOptionRow,
  TicketReadRow,
  TicketSummaryRow,
} from './tickets.repository';

const MINUTES_PER_HOUR = 60;

/** Money is integer paise in the database and rupees with two decimals in JSON (DESIGN §5). */
export const toRupees = (paise: number) => paise / 100;

/**
 * What the ticket costs in paise: the amount from hours worked once known, else the estimate from
 * the booked time at the rate captured when it was booked.
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

export function toTicket(row: TicketReadRow, slots: BookedSlotRow[], now: Date): Ticket {
  const status = row.status;
  const customerName = fullName(row.customerFirstName, row.customerLastName);
  return {
    id: row.id,
    orderId: row.id,
    orderNumber: row.orderNumber,
    srIdentifier: row.srIdentifier,
    status,
    statusString: TICKET_STATUS_LABELS[status],
    priority: row.priority,
    supportTypeId: row.supportTypeId,
    supportTypeName: row.supportTypeName,
    supportCategoryId: row.supportCategoryId,
    supportCategoryName: row.supportCategoryName,
    supportSubOptionId: row.supportSubOptionId,
    supportSubOptionName: row.supportSubOptionName,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The customer raises their own request (admins do not book for others).
    createdByUserId: row.customerId,
    createdByName: customerName,
    customerId: row.customerId,
    customerName,
    consultantId: row.consultantId,
    consultantName: fullName(row.consultantFirstName, row.consultantLastName),
    consultantHourlyRate: toRupees(row.hourlyRatePaise),
    paymentStatus: row.paymentStatus,
    hoursWorked: row.hoursWorked === null ? null : Number(row.hoursWorked),
    calculatedAmount: row.amountPaise === null ? null : toRupees(row.amountPaise),
    totalAmount: toRupees(totalPaiseOf(row)),
    slots: slots.map((slot) => toSlot(slot, now)),
  };
}

export const toOrderStatus = (row: TicketReadRow): OrderStatus => ({
  orderId: row.id,
  orderNumber: row.orderNumber,
  status: row.status,
  paymentStatus: row.paymentStatus,
  totalAmount: toRupees(totalPaiseOf(row)),
});

export const toStatusOption = (row: StatusOptionRow): StatusOption => ({
  statusCode: row.code,
  statusName: row.name,
  colorCode: row.colorCode,
  description: row.description,
});

export const toHistoryEntry = (row: HistoryRow): StatusHistoryEntry => ({
  id: row.id,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  changedBy: row.changedByName,
  changedByUserId: row.changedByUserId,
  changedAt: row.changedAt.toISOString(),
  comment: row.comment,
});

export const toSummary = (row: TicketSummaryRow): SupportRequestSummary => ({
  id: row.id,
  orderNumber: row.orderNumber,
  status: row.status,
  paymentStatus: row.paymentStatus,
  priority: row.priority,
  supportTypeName: row.supportTypeName,
  customerId: row.customerId,
  consultantId: row.consultantId,
  totalAmount: toRupees(totalPaiseOf(row)),
  createdAt: row.createdAt.toISOString(),
});
