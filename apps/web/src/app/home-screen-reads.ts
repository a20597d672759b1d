import { messagingStatusQuery } from '@/features/flags/api/get-messaging-status';
import { queryClient } from '@/lib/query-client';

/**
 * What the home screen's layout depends on: the messaging flag adds the unread-messages card to the
 * dashboard's figures and Messages to the navigation. In the cache before the screen's first
 * render, it moves nothing on screen afterwards; fresh for minutes (FLAG_CACHE), it is not asked
 * for again. `messagingStatus`: the request main.tsx sent at start-up.
 */
export const storeHomeScreenFlags = (messagingStatus: Promise<boolean>) =>
  queryClient.fetchQuery(messagingStatusQuery(messagingStatus));
