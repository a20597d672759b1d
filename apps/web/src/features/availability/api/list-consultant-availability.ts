import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.messages';
import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addDays, startOfLocalDay } from '@/lib/local-dates';
import { availabilityKeys } from './availability-keys';

/** The page shows the past two weeks (as a record) and everything that can still be published. */
const PAST_DAYS = 14;
const AHEAD_DAYS = 8;

/** GET ConsultantAvailability/consultant/{id} over local days: 14 back to 8 ahead. */
export function listConsultantAvailability(consultantId: string, now = new Date()) {
  const today = startOfLocalDay(now);
  const query = new URLSearchParams({
    startDate: addDays(today, -PAST_DAYS).toISOString(),
    endDate: addDays(today, AHEAD_DAYS).toISOString(),
  });
  return api.get<AvailabilitySlot[]>(
    `/ConsultantAvailability/consultant/${encodeURIComponent(consultantId)}?${query}`,
    { fallbackError: AVAILABILITY_MESSAGES.fetchFailed },
  );
}

export const consultantAvailabilityQuery = (consultantId: string) =>
  queryOptions({
    queryKey: availabilityKeys.consultant(consultantId),
    queryFn: () => listConsultantAvailability(consultantId),
    enabled: consultantId !== '',
    // Spec §9's slot timings: customers book these slots while the page is open.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

export const useConsultantAvailability = (consultantId: string) =>
  useQuery(consultantAvailabilityQuery(consultantId));
