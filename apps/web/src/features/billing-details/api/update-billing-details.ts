import type {
  BillingDetails,
  UpdateBillingDetailsBody,
} from '@basisdesk/shared/billing/billing-details.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingDetailsQuery } from './get-billing-details';

export const BILLING_DETAILS_SAVE_FAILED = 'Failed to save billing details';

/** PUT users/me/billing-details: what is sent replaces what was kept. */
export const updateBillingDetails = (body: UpdateBillingDetailsBody) =>
  api.put<BillingDetails>('/users/me/billing-details', body, { fallbackError: BILLING_DETAILS_SAVE_FAILED });

export function useUpdateBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingDetails,
    // The answer is the details as saved: no second request needed.
    onSuccess: (saved) => queryClient.setQueryData(billingDetailsQuery().queryKey, saved),
  });
}
