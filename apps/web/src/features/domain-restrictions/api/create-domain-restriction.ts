import type {
  CreateDomainRestrictionBody,
  DomainRestriction,
} from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DOMAIN_RESTRICTIONS_QUERY_KEY } from './list-domain-restrictions';

export const createDomainRestriction = (body: CreateDomainRestrictionBody) =>
  api.post<DomainRestriction>('/domainrestrictions', body, {
    fallbackError: 'Failed to create domain restriction',
  });

export function useCreateDomainRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDomainRestriction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOMAIN_RESTRICTIONS_QUERY_KEY }),
  });
}
