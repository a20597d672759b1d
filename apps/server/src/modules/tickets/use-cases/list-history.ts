import type { StatusHistoryEntry } from '@basisdesk/shared';
import { requireVisible } from '../ticket-access';
import { isHistoryEntryShown, toHistoryEntry } from '../ticket-dto';
import type { Viewer } from '../ticket-filters';
import type { TicketsRepository } from '../tickets.repository';

/** A ticket's history, without the entries the viewer is not shown (payment, for a consultant). */
export function listHistory({ repo }: { repo: TicketsRepository }) {
  return async (viewer: Viewer, orderId: string): Promise<StatusHistoryEntry[]> => {
    const ticket = await requireVisible(repo, orderId, viewer);
    return (await repo.listHistory(ticket.id))
      .filter((row) => isHistoryEntryShown(row, viewer))
      .map((row) => toHistoryEntry(row, viewer));
  };
}
