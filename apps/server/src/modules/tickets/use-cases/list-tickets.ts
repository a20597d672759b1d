import type { TicketListQuery, TicketPage } from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import { groupBy } from '../../../lib/group-by';
import { toTicket } from '../ticket-dto';
import type { TicketScope, Viewer } from '../ticket-filters';
import type { TicketsRepository } from '../tickets.repository';

/**
 * A page of the tickets within a scope (the caller's own, those assigned to them, or every one),
 * filtered and searched as the query says. `signal`: the search stops when it aborts
 * (lib/request-signal.ts).
 */
export function listTickets({ repo, clock }: { repo: TicketsRepository; clock: Clock }) {
  return async (
    viewer: Viewer,
    query: TicketListQuery,
    scope: TicketScope,
    signal?: AbortSignal,
  ): Promise<TicketPage> => {
    const now = clock.now();
    const page = await repo.listPage(query, { scope, viewer, now, signal });
    const { rows, total, isTotalCapped } = page;
    const slots = groupBy(
      page.slots ?? (await repo.listSlotsOfTickets(rows.map((row) => row.id))),
      (row) => row.ticketId,
    );
    return {
      items: rows.map((row) => toTicket(row, slots.get(row.id) ?? [], now, viewer)),
      total,
      isTotalCapped,
      page: query.page,
      pageSize: query.pageSize,
    };
  };
}
