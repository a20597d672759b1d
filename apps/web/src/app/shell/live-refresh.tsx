import { LIVE_RESYNC_EVENT, TICKET_UPDATED_EVENT } from '@basisdesk/shared/live/live.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/features/live/live-events-provider';
import { useRefreshTickets } from '@/features/tickets/api/refresh-tickets';

/**
 * What live events refresh app-wide: a ticket's change refreshes every ticket read (lists,
 * counts, details, the dashboards' figures); a resync (events were missed) refreshes everything.
 */
export function LiveRefresh() {
  const queryClient = useQueryClient();
  const refreshTickets = useRefreshTickets();
  useLiveEvent(TICKET_UPDATED_EVENT, () => void refreshTickets());
  useLiveEvent(LIVE_RESYNC_EVENT, () => void queryClient.invalidateQueries());
  return null;
}
