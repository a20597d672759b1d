import {
  NOTIFICATION_MESSAGES,
  type UnsubscribeTarget,
} from '@basisdesk/shared/notifications/notifications.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const unsubscribePath = (token: string) =>
  `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * GET notifications/unsubscribe?token=: whose mail and which category the link stands for. No
 * sign-in: the signed token in the link is the whole authority.
 */
export const getUnsubscribeTarget = (token: string) =>
  api.get<UnsubscribeTarget>(unsubscribePath(token), {
    fallbackError: NOTIFICATION_MESSAGES.unsubscribeInvalid,
  });

export const unsubscribeTargetQuery = (token: string) =>
  queryOptions({
    queryKey: notificationKeys.unsubscribeTarget(token),
    queryFn: () => getUnsubscribeTarget(token),
    enabled: token !== '',
  });

export const useUnsubscribeTarget = (token: string) => useQuery(unsubscribeTargetQuery(token));
