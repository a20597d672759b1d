import { TAXONOMY_FETCH_ERRORS } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type { SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taxonomyKeys } from './taxonomy-keys';

/** GET SupportTaxonomy: every support type with its categories (public). */
export const listSupportTypes = () =>
  api.get<SupportType[]>('/SupportTaxonomy', { fallbackError: TAXONOMY_FETCH_ERRORS.types });

export const supportTypesQuery = () =>
  queryOptions({
    queryKey: taxonomyKeys.types(),
    queryFn: listSupportTypes,
    // Reference data: it changes when an admin edits it, and that invalidates the key.
    staleTime: 5 * 60_000,
  });

export const useSupportTypes = () => useQuery(supportTypesQuery());
