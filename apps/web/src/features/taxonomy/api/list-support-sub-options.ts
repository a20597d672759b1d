import { TAXONOMY_FETCH_ERRORS } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type { SupportSubOption } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taxonomyKeys } from './taxonomy-keys';

/** GET SupportTaxonomy/suboptions?typeId: one type's sub-options, or every sub-option without typeId. */
export const listSupportSubOptions = (typeId?: string) =>
  api.get<SupportSubOption[]>(
    `/SupportTaxonomy/suboptions${typeId ? `?typeId=${encodeURIComponent(typeId)}` : ''}`,
    { fallbackError: TAXONOMY_FETCH_ERRORS.subOptions },
  );

export const supportSubOptionsQuery = (typeId?: string) =>
  queryOptions({
    queryKey: taxonomyKeys.subOptions(typeId),
    queryFn: () => listSupportSubOptions(typeId),
    staleTime: 5 * 60_000,
  });

export const useSupportSubOptions = (typeId?: string) => useQuery(supportSubOptionsQuery(typeId));
