import {
  DATE_RANGES,
  type DateRange,
  PAYMENT_STATUSES,
  type PaymentStatus,
  TICKET_STATUSES,
  type TicketStatus,
} from '@basisdesk/shared/tickets/tickets.messages';
import type { SessionRole } from '@/config/paths';
import type { TicketListParams } from './api/list-tickets';

/** The list's filters as the address keeps them: a reload or a shared link shows the same list. */
export type TicketFilterValues = {
  search: string;
  date: DateRange | '';
  status: TicketStatus | '';
  paymentStatus: PaymentStatus | '';
  consultantId: string;
};

export const TICKETS_PAGE_SIZE = 10;
/** ?ticket=<id> opens that ticket's dialog (spec §2). */
export const TICKET_PARAM = 'ticket';

const FILTER_NAMES = ['search', 'date', 'status', 'paymentStatus', 'consultantId'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** Unknown values in a hand-edited address are ignored rather than sent to be refused. */
export function readTicketFilters(params: URLSearchParams): TicketFilterValues {
  const consultantId = params.get('consultantId') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    date: oneOf(DATE_RANGES, params.get('date')),
    status: oneOf(TICKET_STATUSES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    consultantId: UUID.test(consultantId) ? consultantId : '',
  };
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The next address: changed filters go back to page 1; empty values leave the address. */
export function writeTicketFilters(
  current: URLSearchParams,
  changes: Partial<TicketFilterValues>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_NAMES) {
    const value = changes[name];
    if (value === undefined) continue;
    if (value === '') next.delete(name);
    else next.set(name, value);
  }
  next.delete('page');
  return next;
}

export function writePage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** Filters other than the text search: they decide between the two "no match" messages. */
export const hasFilters = (filters: TicketFilterValues) =>
  Boolean(filters.date || filters.status || filters.paymentStatus || filters.consultantId);

/**
 * What the server is asked for. Consultants have no payment filter and only admins filter by
 * consultant (spec §6), so a value left in the address from another role is not sent.
 */
export function toListParams(filters: TicketFilterValues, page: number, role: SessionRole): TicketListParams {
  return {
    search: filters.search || undefined,
    date: filters.date || undefined,
    status: filters.status || undefined,
    paymentStatus: role === 'consultant' ? undefined : filters.paymentStatus || undefined,
    consultantId: role === 'admin' ? filters.consultantId || undefined : undefined,
    page,
    pageSize: TICKETS_PAGE_SIZE,
  };
}

/** The filters that apply to this role (the panel shows only these). */
export function visibleFilters(filters: TicketFilterValues, role: SessionRole): TicketFilterValues {
  return {
    ...filters,
    paymentStatus: role === 'consultant' ? '' : filters.paymentStatus,
    consultantId: role === 'admin' ? filters.consultantId : '',
  };
}
