import { queryOptions, useQuery } from '@tanstack/react-query';
import { FLAG_CACHE } from './flag-cache';
import { flagKeys } from './flag-keys';
import { getMessagingStatus } from './messaging-status-request';

/** `answer`: the flag's request already sent (at start-up), taken instead of sending another. */
export const messagingStatusQuery = (answer?: Promise<boolean>) =>
  queryOptions({
    queryKey: flagKeys.messaging(),
    queryFn: answer ? () => answer : getMessagingStatus,
    ...FLAG_CACHE,
  });

export const useMessagingEnabled = () => useQuery(messagingStatusQuery());
