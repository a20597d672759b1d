import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TAXONOMY_KINDS, type TaxonomyBodyOf, type TaxonomyEntry } from '../taxonomy-kinds';
import { taxonomyKeys } from './taxonomy-keys';

/** PUT SupportTaxonomy/admin/<kind>/{id}: the whole entry travels, as the spec's update payloads. */
export const updateTaxonomyEntry = ({ id, kind, body }: TaxonomyBodyOf & { id: string }) =>
  api.put<TaxonomyEntry>(
    `/SupportTaxonomy/admin/${TAXONOMY_KINDS[kind].adminPath}/${encodeURIComponent(id)}`,
    body,
    { fallbackError: TAXONOMY_KINDS[kind].toasts.updateFailed },
  );

export function useUpdateTaxonomyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxonomyEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.all }),
  });
}
