import { LIVE_READY_EVENT, LIVE_RESYNC_EVENT } from '@basisdesk/shared/live/live.events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LiveEventBus } from '@/features/live/live-connection';
import { LIVE_EFFECTS, mayHaveMissedBeforeListening } from './live-effects';

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

describe("a new stream's ready", () => {
  const readyOn = (queryClient: QueryClient) => {
    const bus = new LiveEventBus();
    bus.subscribe(LIVE_READY_EVENT, (data) => LIVE_EFFECTS[LIVE_READY_EVENT](queryClient, data));
    return bus;
  };

  it('refetches every read when the latest event is younger than the page: it came before the stream listened', () => {
    const queryClient = filledCache();
    readyOn(queryClient).dispatch(LIVE_READY_EVENT, JSON.stringify({ latestEventAgeMs: 0 }));
    expect(invalidated(queryClient).every(([, isInvalidated]) => isInvalidated)).toBe(true);
  });

  it('keeps the reads when there is no event, or only one older than the page', () => {
    const queryClient = filledCache();
    const bus = readyOn(queryClient);
    bus.dispatch(LIVE_READY_EVENT, 'null');
    bus.dispatch(LIVE_READY_EVENT, JSON.stringify({ latestEventAgeMs: 24 * 60 * 60 * 1000 }));
    expect(invalidated(queryClient).some(([, isInvalidated]) => isInvalidated)).toBe(false);
  });

  it("counts from the page's start, with a second for the server's clocks", () => {
    expect(mayHaveMissedBeforeListening({ latestEventAgeMs: 4_000 }, 5_000)).toBe(true);
    expect(mayHaveMissedBeforeListening({ latestEventAgeMs: 5_900 }, 5_000)).toBe(true);
    expect(mayHaveMissedBeforeListening({ latestEventAgeMs: 6_100 }, 5_000)).toBe(false);
    expect(mayHaveMissedBeforeListening({ latestEventAgeMs: 'soon' }, 5_000)).toBe(false);
    expect(mayHaveMissedBeforeListening(undefined, 5_000)).toBe(false);
  });
});
