import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TAXONOMY_KINDS, type TaxonomyBodyOf, type TaxonomyEntry } from '../taxonomy-kinds';
import { taxonomyKeys } from './taxonomy-keys';

/** POST SupportTaxonomy/admin/types | categories | suboptions (201). */
export const createTaxonomyEntry = ({ kind, body }: TaxonomyBodyOf) =>
  api.post<TaxonomyEntry>(`/SupportTaxonomy/admin/${TAXONOMY_KINDS[kind].adminPath}`, body, {
    fallbackError: TAXONOMY_KINDS[kind].toasts.createFailed,
  });

export function useCreateTaxonomyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxonomyEntry,
    // Every taxonomy read (this page, the wizard, the skills screen) shares the key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.all }),
  });
}
