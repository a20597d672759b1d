import type { ConsultantEarnings } from '@basisdesk/shared/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earningKeys } from './earning-keys';

/**
 * GET SupportRequests/earnings/consultant: the signed-in consultant's closed tickets with an
 * amount, by month and latest first (spec §1, §6). Rupees; never a payment status.
 */
export const getConsultantEarnings = (signal?: AbortSignal) =>
  api.get<ConsultantEarnings>('/SupportRequests/earnings/consultant', {
    signal,
    fallbackError: 'Failed to load earnings',
  });

export const consultantEarningsQuery = () =>
  queryOptions({
    queryKey: earningKeys.consultant(),
    queryFn: ({ signal }) => getConsultantEarnings(signal),
  });

export const useConsultantEarnings = () => useQuery(consultantEarningsQuery());
