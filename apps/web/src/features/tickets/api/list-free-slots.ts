import { AVAILABILITY_WINDOW_DAYS } from '@basisdesk/shared/availability/availability.limits';
import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.messages';
import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

const DAY_MS = 24 * 60 * 60_000;
const toUtcDate = (date: Date) => date.toISOString().slice(0, 10);

/** GET ConsultantAvailability?consultantId (the booking view): today to 7 days ahead, UTC days. */
export function listFreeSlots(consultantId: string, now = new Date()) {
  const query = new URLSearchParams({
    consultantId,
    startDate: toUtcDate(now),
    endDate: toUtcDate(new Date(now.getTime() + AVAILABILITY_WINDOW_DAYS * DAY_MS)),
  });
  return api.get<AvailabilitySlot[]>(`/ConsultantAvailability?${query}`, {
    fallbackError: AVAILABILITY_MESSAGES.fetchFailed,
  });
}

export const freeSlotsQuery = (consultantId: string) =>
  queryOptions({
    queryKey: ticketKeys.freeSlots(consultantId),
    queryFn: () => listFreeSlots(consultantId),
    staleTime: 30_000,
  });

export const useFreeSlots = (consultantId: string) => useQuery(freeSlotsQuery(consultantId));
