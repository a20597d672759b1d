import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import type { SettingsService } from '../settings/settings.service';
import { type BookingCheckDeps, createBookingChecks } from './booking-checks';
import type { TicketEvents } from './ticket.events';
import { createTicketFigures } from './ticket-figures';
import type { Viewer } from './ticket-filters';
import type { TicketsRepository } from './tickets.repository';
import { bookTicket } from './use-cases/book-ticket';
import { changePriority } from './use-cases/change-priority';
import { changeStatus } from './use-cases/change-status';
import { countStatuses } from './use-cases/count-statuses';
import { getPaymentFacts, getPaymentFactsById } from './use-cases/get-payment-facts';
import { getOrderStatus, getTicket } from './use-cases/get-ticket';
import { getTicketFacts } from './use-cases/get-ticket-facts';
import { listHistory } from './use-cases/list-history';
import { listStatusOptions } from './use-cases/list-status-options';
import { listTickets } from './use-cases/list-tickets';
import { recordPayment } from './use-cases/record-payment';
import { recordPaymentFailure } from './use-cases/record-payment-failure';
import { recordRefund } from './use-cases/record-refund';

/**
 * Support requests and their workflow: each thing the product does is a use case (use-cases/),
 * assembled here. Changes are told as events (ticket.events.ts) through `emit`; who listens is
 * wired in app-services.ts.
 */
export function createTicketsService({
  repo,
  clock,
  emit,
  settings,
  ...checkDeps
}: Omit<BookingCheckDeps, 'repo'> & {
  repo: TicketsRepository;
  clock: Clock;
  emit: Emit<TicketEvents>;
  settings: Pick<SettingsService, 'getMaxUnpaidBookedHours'>;
}) {
  const checks = createBookingChecks({ repo, ...checkDeps });
  const list = listTickets({ repo, clock });
  const count = countStatuses({ repo });
  return {
    createTicket: bookTicket({ repo, checks, clock, emit, settings }),
    /** The caller's own requests (GET SupportRequests/recent/user). */
    listOwn: (viewer: Viewer, query: Parameters<typeof list>[1], signal?: AbortSignal) =>
      list(viewer, query, { customerId: viewer.id }, signal),
    /** The requests assigned to the caller (GET SupportRequests/recent/consultant). */
    listAssigned: (viewer: Viewer, query: Parameters<typeof list>[1], signal?: AbortSignal) =>
      list(viewer, query, { consultantId: viewer.id }, signal),
    /** Every request (GET SupportRequests, admins only). */
    listAll: (viewer: Viewer, query: Parameters<typeof list>[1], signal?: AbortSignal) =>
      list(viewer, query, 'all', signal),
    countOwn: (viewer: Viewer) => count({ customerId: viewer.id }, viewer),
    countAssigned: (viewer: Viewer) => count({ consultantId: viewer.id }, viewer),
    getTicket: getTicket({ repo, clock }),
    getOrderStatus: getOrderStatus({ repo }),
    listStatusOptions: listStatusOptions({ repo }),
    listHistory: listHistory({ repo }),
    changeStatus: changeStatus({ repo, clock, emit }),
    changePriority: changePriority({ repo, clock, emit }),
    getTicketFacts: getTicketFacts({ repo }),
    // Payments: the payments module calls these, inside its own transaction where given a tx.
    getPaymentFacts: getPaymentFacts({ repo }),
    getPaymentFactsById: getPaymentFactsById({ repo }),
    recordPayment: recordPayment({ repo, emit }),
    recordPaymentFailure: recordPaymentFailure({ repo, emit }),
    recordRefund: recordRefund({ repo, emit }),
    // Figures: earnings, the admin's summaries and dashboard counts.
    ...createTicketFigures({ repo, clock, users: checkDeps.users, countAll: () => count('all') }),
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
// Where the payments and messaging modules read these types from.
export type { TicketStatusChange } from './ticket.events';
export type { TicketPaymentFacts } from './use-cases/get-payment-facts';
