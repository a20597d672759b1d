import { AVAILABILITY_WINDOW_DAYS } from '@basisdesk/shared/availability/availability.limits';
import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.messages';
import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wizardKeys } from './wizard-keys';

const DAY_MS = 24 * 60 * 60_000;
/** yyyy-mm-dd of the UTC day: the API reads date-only bounds in UTC. */
const toUtcDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * GET ConsultantAvailability?consultantId&startDate&endDate over today to 7 days ahead. The bounds
 * are UTC days (the API's reading), which covers every slot from now to 7 days ahead whatever the
 * browser's time zone; slots already over come back Expired and are not offered.
 */
export function listAvailableSlots(consultantId: string, now = new Date()) {
  const query = new URLSearchParams({
    consultantId,
    startDate: toUtcDate(now),
    endDate: toUtcDate(new Date(now.getTime() + AVAILABILITY_WINDOW_DAYS * DAY_MS)),
  });
  return api.get<AvailabilitySlot[]>(`/ConsultantAvailability?${query}`, {
    fallbackError: AVAILABILITY_MESSAGES.fetchFailed,
  });
}

export const availableSlotsQuery = (consultantId: string) =>
  queryOptions({
    queryKey: wizardKeys.slots(consultantId),
    queryFn: () => listAvailableSlots(consultantId),
    enabled: consultantId !== '',
    // Spec §9: slot availability is stale after 30 s and refetched every 60 s, not in the background.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

export const useAvailableSlots = (consultantId: string | null) =>
  useQuery(availableSlotsQuery(consultantId ?? ''));
