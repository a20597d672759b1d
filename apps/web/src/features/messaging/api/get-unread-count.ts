import type { UnreadCount } from '@basisdesk/shared/messaging/messaging.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

/** Spec §9: the unread total is polled every 60 s (live events refresh it sooner). */
export const UNREAD_POLL_MS = 60_000;

/** GET unread-count: the viewer's unread total; 0 when it cannot be read (spec §8). */
export const getUnreadCount = (signal?: AbortSignal) =>
  api
    .get<UnreadCount>(`${MESSAGING_BASE}/unread-count`, { signal })
    .then((answer) => (Number.isFinite(answer?.unreadCount) ? answer.unreadCount : 0))
    .catch(() => 0);

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messagingKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
  });

/** Only asked while messaging is on: with the flag off there is no badge to fill. */
export const useUnreadCount = (isEnabled: boolean) => useQuery({ ...unreadCountQuery(), enabled: isEnabled });
