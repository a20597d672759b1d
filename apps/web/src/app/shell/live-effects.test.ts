import { LIVE_RESYNC_EVENT } from '@basisdesk/shared/live/live.events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LiveEventBus } from '@/features/live/live-connection';
import { LIVE_EFFECTS } from './live-effects';

/** A cache holding reads of several features, none stale, as after a page's first load. */
function filledCache(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const key of [
    ['tickets', 'list', { page: 1 }],
    ['messaging', 'conversations'],
    ['settings', 'flags'],
  ]) {
    queryClient.setQueryData(key, { loaded: true });
  }
  return queryClient;
}

const invalidated = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryKey[0], query.state.isInvalidated]);

describe('the live stream resync', () => {
  it('refetches every read: events were missed and nothing says which', () => {
    const queryClient = filledCache();
    // As the shell wires it: the stream's `resync` dispatched on the bus to the table's effect.
    const bus = new LiveEventBus();
    bus.subscribe(LIVE_RESYNC_EVENT, (data) => LIVE_EFFECTS[LIVE_RESYNC_EVENT](queryClient, data));
    expect(invalidated(queryClient)).toEqual([
      ['tickets', false],
      ['messaging', false],
      ['settings', false],
    ]);
    bus.dispatch(LIVE_RESYNC_EVENT, 'null');
    expect(invalidated(queryClient)).toEqual([
      ['tickets', true],
      ['messaging', true],
      ['settings', true],
    ]);
  });
});
