import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../taxonomy-kinds';
import { taxonomyKeys } from './taxonomy-keys';

/** DELETE SupportTaxonomy/admin/<kind>/{id} (204); 409 with the reason while something uses it. */
export const deleteTaxonomyEntry = ({ id, kind }: { id: string; kind: TaxonomyKind }) =>
  api.delete<void>(`/SupportTaxonomy/admin/${TAXONOMY_KINDS[kind].adminPath}/${encodeURIComponent(id)}`, {
    fallbackError: TAXONOMY_KINDS[kind].toasts.deleteFailed,
  });

export function useDeleteTaxonomyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxonomyEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.all }),
  });
}
