import type { BillingDetails } from '@basisdesk/shared/billing/billing-details.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingDetailsKeys } from './billing-details-keys';

export const BILLING_DETAILS_LOAD_FAILED = 'Failed to load billing details';

/** GET users/me/billing-details: the signed-in customer's own, empty strings where none are kept. */
export const getBillingDetails = () =>
  api.get<BillingDetails>('/users/me/billing-details', { fallbackError: BILLING_DETAILS_LOAD_FAILED });

export const billingDetailsQuery = () =>
  queryOptions({ queryKey: billingDetailsKeys.details(), queryFn: getBillingDetails });

export const useBillingDetails = () => useQuery(billingDetailsQuery());
