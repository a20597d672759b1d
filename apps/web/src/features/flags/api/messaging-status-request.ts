import { api } from '@/lib/api-client';

/**
 * GET auth/messaging-status, free of TanStack Query (get-messaging-status.ts holds its query), so
 * the app's entry can ask for it at start-up, before Query's code has arrived.
 */
export const getMessagingStatus = () =>
  api
    .get<{ isEnabled: boolean }>('/auth/messaging-status')
    .then((status) => status.isEnabled === true)
    .catch(() => false);
