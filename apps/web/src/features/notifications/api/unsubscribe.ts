import {
  NOTIFICATION_MESSAGES,
  type UnsubscribeTarget,
} from '@basisdesk/shared/notifications/notifications.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unsubscribePath, unsubscribeTargetQuery } from './get-unsubscribe-target';
import { notificationKeys } from './notification-keys';

/** POST notifications/unsubscribe?token=: the link's category is switched off for its person. */
export const unsubscribe = (token: string) =>
  api.post<UnsubscribeTarget>(unsubscribePath(token), undefined, {
    fallbackError: NOTIFICATION_MESSAGES.unsubscribeInvalid,
  });

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: async (target, token) => {
      queryClient.setQueryData(unsubscribeTargetQuery(token).queryKey, target);
      // The person may be signed in in this browser: their Settings must not show the old value.
      await queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() });
    },
  });
}
