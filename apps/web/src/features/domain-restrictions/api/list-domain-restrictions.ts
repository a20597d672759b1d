import type { DomainRestriction } from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DOMAIN_RESTRICTIONS_QUERY_KEY = ['domain-restrictions'] as const;

export const listDomainRestrictions = () =>
  api.get<DomainRestriction[]>('/domainrestrictions', {
    fallbackError: 'Failed to load domain restrictions',
  });

export const domainRestrictionsQuery = () =>
  queryOptions({ queryKey: DOMAIN_RESTRICTIONS_QUERY_KEY, queryFn: listDomainRestrictions });

export const useDomainRestrictions = () => useQuery(domainRestrictionsQuery());
