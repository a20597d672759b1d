import type { TicketSession } from '@basisdesk/shared/tickets/sessions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

/** GET SupportRequests/sessions/upcoming: the caller's sessions that have not ended, by start. */
export const listUpcomingSessions = (signal?: AbortSignal) =>
  api.get<TicketSession[]>('/SupportRequests/sessions/upcoming', {
    signal,
    fallbackError: 'Failed to load upcoming sessions',
  });

export const upcomingSessionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.upcoming(),
    queryFn: ({ signal }) => listUpcomingSessions(signal),
    // Bookings, moves and releases happen elsewhere: read again when the agenda is shown.
    staleTime: 30_000,
    refetchOnMount: 'always',
  });

export const useUpcomingSessions = () => useQuery(upcomingSessionsQuery());
