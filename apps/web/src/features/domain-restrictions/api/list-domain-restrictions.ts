import type { DomainRestriction } from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { domainRestrictionKeys } from './domain-restriction-keys';

export const listDomainRestrictions = () =>
  api.get<DomainRestriction[]>('/domainrestrictions', {
    fallbackError: 'Failed to load domain restrictions',
  });

export const domainRestrictionsQuery = () =>
  queryOptions({ queryKey: domainRestrictionKeys.list(), queryFn: listDomainRestrictions });

export const useDomainRestrictions = () => useQuery(domainRestrictionsQuery());
