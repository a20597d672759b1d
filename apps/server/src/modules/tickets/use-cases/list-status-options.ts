import { type StatusOption, statusesSeenBy } from '@basisdesk/shared';
import { toStatusOption } from '../ticket-dto';
import type { Viewer } from '../ticket-filters';
import type { TicketsRepository } from '../tickets.repository';

/** Every status the viewer can meet: a consultant never meets Paid (it reads Closed to them). */
export function listStatusOptions({ repo }: { repo: TicketsRepository }) {
  return async (viewer: Viewer): Promise<StatusOption[]> => {
    const seen = statusesSeenBy(viewer.role);
    return (await repo.listStatusOptions()).filter((row) => seen.includes(row.code)).map(toStatusOption);
  };
}
