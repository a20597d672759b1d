import type {
  CreateDomainRestrictionBody,
  DomainRestriction,
} from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { domainRestrictionKeys } from './domain-restriction-keys';

export const createDomainRestriction = (body: CreateDomainRestrictionBody) =>
  api.post<DomainRestriction>('/domainrestrictions', body, {
    fallbackError: 'Failed to create domain restriction',
  });

export function useCreateDomainRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDomainRestriction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainRestrictionKeys.all }),
  });
}
