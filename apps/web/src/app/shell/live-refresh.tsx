import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLiveEvents } from '@/features/live/live-events-provider';
import { LIVE_EFFECTS, type LiveEffect } from './live-effects';

/** The app shell's one subscription to the live stream, over the table of live-effects.ts. */
export function LiveRefresh() {
  const queryClient = useQueryClient();
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(LIVE_EFFECTS).map(([type, effect]) => [
          type,
          // The server writes each event's data by the shared union; the stream hands it on as JSON.
          (data: unknown) => (effect as LiveEffect<unknown>)(queryClient, data),
        ]),
      ),
    [queryClient],
  );
  useLiveEvents(handlers);
  return null;
}
