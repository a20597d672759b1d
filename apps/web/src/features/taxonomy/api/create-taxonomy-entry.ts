import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TAXONOMY_KINDS, type TaxonomyBodyOf, type TaxonomyEntry } from '../taxonomy-kinds';
import { TAXONOMY_QUERY_KEY } from './list-support-types';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAXONOMY_QUERY_KEY }),
  });
}
