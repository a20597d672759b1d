import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.messages';
import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { bookingWindow } from '@basisdesk/shared/availability/availability-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/**
 * GET ConsultantAvailability?consultantId&startDate&endDate: the booking view over today to 7 days
 * ahead, in the UTC days the API reads (bookingWindow), so every slot from now to 7 days ahead
 * comes back whatever the viewer's zone. Booked and begun slots come too; the week grid shows them
 * and offers only the free ones. The booking wizard and the reschedule dialog read it alike.
 */
export function listFreeSlots(consultantId: string, now = new Date()) {
  const { startDate, endDate } = bookingWindow(now);
  const query = new URLSearchParams({ consultantId, startDate, endDate });
  return api.get<AvailabilitySlot[]>(`/ConsultantAvailability?${query}`, {
    fallbackError: AVAILABILITY_MESSAGES.fetchFailed,
  });
}

export const freeSlotsQuery = (consultantId: string) =>
  queryOptions({
    queryKey: availabilityKeys.freeSlots(consultantId),
    queryFn: () => listFreeSlots(consultantId),
    enabled: consultantId !== '',
    // Spec §9: slot availability is stale after 30 s and refetched every 60 s, not in the background.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

export const useFreeSlots = (consultantId: string | null) => useQuery(freeSlotsQuery(consultantId ?? ''));
