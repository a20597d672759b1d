import { seesPayments, statusesSeenBy, TICKET_STATUSES, type TicketStatusCounts } from '@basisdesk/shared';
import type { TicketScope, Viewer } from '../ticket-filters';
import type { TicketsRepository } from '../tickets.repository';

/**
 * Every status's count within a list's scope, and their total. A consultant sees Paid as Closed
 * (spec §4), so for them paid tickets are counted under Closed, as their list's Closed filter
 * finds them, and Paid is not one of their statuses at all.
 */
export function countStatuses({ repo }: { repo: Pick<TicketsRepository, 'countByStatus'> }) {
  return async (scope: TicketScope, viewer?: Viewer): Promise<TicketStatusCounts> => {
    const rows = await repo.countByStatus(scope);
    const counted = new Map(rows.map((row) => [row.status, row.count]));
    if (viewer && !seesPayments(viewer.role)) {
      counted.set('Closed', (counted.get('Closed') ?? 0) + (counted.get('Paid') ?? 0));
    }
    const byStatus = (viewer ? statusesSeenBy(viewer.role) : TICKET_STATUSES).map((status) => ({
      status,
      count: counted.get(status) ?? 0,
    }));
    return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
  };
}
