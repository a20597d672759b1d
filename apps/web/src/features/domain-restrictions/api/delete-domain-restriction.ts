import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { domainRestrictionKeys } from './domain-restriction-keys';

export const deleteDomainRestriction = (id: string) =>
  api.delete<void>(`/domainrestrictions/${encodeURIComponent(id)}`, {
    fallbackError: 'Failed to delete domain restriction',
  });

export function useDeleteDomainRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDomainRestriction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainRestrictionKeys.all }),
  });
}
