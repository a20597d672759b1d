import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FLAG_CACHE } from './flag-cache';
import { flagKeys } from './flag-keys';

/** A failed read means disabled: the product never offers what it cannot confirm is on. */
export const getConsultantRegistrationStatus = () =>
  api
    .get<{ isEnabled: boolean }>('/auth/consultant-registration-status')
    .then((status) => status.isEnabled === true)
    .catch(() => false);

export const consultantRegistrationStatusQuery = () =>
  queryOptions({
    queryKey: flagKeys.consultantRegistration(),
    queryFn: getConsultantRegistrationStatus,
    ...FLAG_CACHE,
  });

export const useConsultantRegistrationEnabled = () => useQuery(consultantRegistrationStatusQuery());
