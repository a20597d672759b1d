import {
  HOURLY_RATE_MESSAGES,
  type UpdateHourlyRateBody,
} from '@basisdesk/shared/consultants/consultants.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type UpdateHourlyRateInput = UpdateHourlyRateBody & { userId: string };

/** PUT users/{id}/hourly-rate: a consultant's own rate in rupees. */
export const updateHourlyRate = ({ userId, hourlyRate }: UpdateHourlyRateInput) =>
  api.put<unknown>(
    `/users/${encodeURIComponent(userId)}/hourly-rate`,
    { hourlyRate },
    { fallbackError: HOURLY_RATE_MESSAGES.updateFailed },
  );

export const useUpdateHourlyRate = () => useMutation({ mutationFn: updateHourlyRate });
