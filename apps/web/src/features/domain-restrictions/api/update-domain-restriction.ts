import type {
  DomainRestriction,
  UpdateDomainRestrictionBody,
} from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { domainRestrictionKeys } from './domain-restriction-keys';

/** The whole restriction travels: domain, reason and isActive (the toggle sends all three too). */
export const updateDomainRestriction = ({ id, ...body }: UpdateDomainRestrictionBody & { id: string }) =>
  api.put<DomainRestriction>(`/domainrestrictions/${encodeURIComponent(id)}`, body, {
    fallbackError: 'Failed to update domain restriction',
  });

export function useUpdateDomainRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDomainRestriction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainRestrictionKeys.all }),
  });
}
