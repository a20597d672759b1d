import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FLAG_CACHE } from './flag-cache';
import { flagKeys } from './flag-keys';

export const getMessagingStatus = () =>
  api
    .get<{ isEnabled: boolean }>('/auth/messaging-status')
    .then((status) => status.isEnabled === true)
    .catch(() => false);

export const messagingStatusQuery = () =>
  queryOptions({ queryKey: flagKeys.messaging(), queryFn: getMessagingStatus, ...FLAG_CACHE });

export const useMessagingEnabled = () => useQuery(messagingStatusQuery());
