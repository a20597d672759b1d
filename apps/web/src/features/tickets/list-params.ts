import { isAdmin, isConsultant, type Role } from '@basisdesk/shared/auth/roles';
import { DATE_RANGES } from '@basisdesk/shared/tickets/ticket-date-ranges';
import { PAYMENT_STATUSES, TICKET_STATUSES } from '@basisdesk/shared/tickets/ticket-statuses';
import { z } from 'zod';
import { listParam } from '@/lib/list-params';
import type { TicketListParams } from './api/ticket-keys';

export const TICKETS_PAGE_SIZE = 10;

/**
 * The list's filters and page as the address keeps them: a reload or a shared link shows the same
 * list. Unknown values in a hand-edited address are read as no filter rather than sent to be refused.
 */
export const ticketListParamsSchema = z.object({
  search: listParam.text(),
  date: listParam.choice(DATE_RANGES),
  status: listParam.choice(TICKET_STATUSES),
  paymentStatus: listParam.choice(PAYMENT_STATUSES),
  consultantId: listParam.id(),
  page: listParam.page(),
});
export type TicketListAddress = z.infer<typeof ticketListParamsSchema>;
export type TicketFilterValues = Omit<TicketListAddress, 'page'>;

/** Filters other than the text search: they decide between the two "no match" messages. */
export const hasFilters = (filters: TicketFilterValues) =>
  Boolean(filters.date || filters.status || filters.paymentStatus || filters.consultantId);

/** The filters that apply to this role (the panel shows only these). */
export function visibleFilters<Filters extends TicketFilterValues>(filters: Filters, role: Role): Filters {
  return {
    ...filters,
    paymentStatus: isConsultant(role) ? '' : filters.paymentStatus,
    consultantId: isAdmin(role) ? filters.consultantId : '',
  };
}

/**
 * What the server is asked for. Consultants have no payment filter and only admins filter by
 * consultant (spec §6), so a value left in the address from another role is not sent.
 */
export function toListParams(address: TicketListAddress, role: Role): TicketListParams {
  const filters = visibleFilters(address, role);
  return {
    search: filters.search || undefined,
    date: filters.date || undefined,
    status: filters.status || undefined,
    paymentStatus: filters.paymentStatus || undefined,
    consultantId: filters.consultantId || undefined,
    page: address.page,
    pageSize: TICKETS_PAGE_SIZE,
  };
}
