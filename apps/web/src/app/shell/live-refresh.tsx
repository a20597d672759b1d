import { LIVE_RESYNC_EVENT, TICKET_UPDATED_EVENT } from '@basisdesk/shared/live/live.schema';
import type { LiveEvent } from '@basisdesk/shared/messaging/messaging.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/features/live/live-events-provider';
import { applyLiveEvent } from '@/features/messaging/live-events';
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
  // Messaging: each event's one cache change (features/messaging/live-events.ts); the 60 s poll stays.
  const messaging = (type: LiveEvent['type']) => (data: unknown) =>
    applyLiveEvent(queryClient, { type, data } as LiveEvent);
  useLiveEvent('message.created', messaging('message.created'));
  useLiveEvent('message.updated', messaging('message.updated'));
  useLiveEvent('message.deleted', messaging('message.deleted'));
  useLiveEvent('messages.read', messaging('messages.read'));
  useLiveEvent('conversation.updated', messaging('conversation.updated'));
  useLiveEvent('unread.changed', messaging('unread.changed'));
  return null;
}
