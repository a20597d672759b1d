import { TAXONOMY_FETCH_ERRORS } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type { SupportSubOption } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAXONOMY_QUERY_KEY } from '@/features/taxonomy/api/list-support-types';
import { api } from '@/lib/api-client';

/** GET SupportTaxonomy/suboptions?typeId: the sub-options a request of this type may name. */
export const listTypeSubOptions = (typeId: string) =>
  api.get<SupportSubOption[]>(`/SupportTaxonomy/suboptions?${new URLSearchParams({ typeId })}`, {
    fallbackError: TAXONOMY_FETCH_ERRORS.subOptions,
  });

export const typeSubOptionsQuery = (typeId: string) =>
  queryOptions({
    // Under the taxonomy key, so an admin's edit of the taxonomy refreshes the wizard too.
    queryKey: [...TAXONOMY_QUERY_KEY, 'sub-options', typeId],
    queryFn: () => listTypeSubOptions(typeId),
    enabled: typeId !== '',
    staleTime: 5 * 60_000,
  });

export const useTypeSubOptions = (typeId: string | null) => useQuery(typeSubOptionsQuery(typeId ?? ''));
