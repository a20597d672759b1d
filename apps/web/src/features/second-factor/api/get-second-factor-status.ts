import type { SecondFactorStatus } from '@basisdesk/shared/auth/second-factor.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { secondFactorKeys } from './second-factor-keys';

export const getSecondFactorStatus = () =>
  api.get<SecondFactorStatus>('/auth/second-factor', {
    fallbackError: 'Failed to load two-factor authentication',
  });

/** Fresh for a minute: the admin screens' guard asks it on every admin page. */
export const secondFactorStatusQuery = () =>
  queryOptions({ queryKey: secondFactorKeys.status(), queryFn: getSecondFactorStatus, staleTime: 60_000 });

export const useSecondFactorStatus = () => useQuery(secondFactorStatusQuery());
