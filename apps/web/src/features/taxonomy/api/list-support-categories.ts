import { TAXONOMY_FETCH_ERRORS } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type { SupportCategory } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taxonomyKeys } from './taxonomy-keys';

/** GET SupportTaxonomy/categories?typeId: one type's categories, or every category without typeId. */
export const listSupportCategories = (typeId?: string) =>
  api.get<SupportCategory[]>(
    `/SupportTaxonomy/categories${typeId ? `?typeId=${encodeURIComponent(typeId)}` : ''}`,
    { fallbackError: TAXONOMY_FETCH_ERRORS.categories },
  );

export const supportCategoriesQuery = (typeId?: string) =>
  queryOptions({
    queryKey: taxonomyKeys.categories(typeId),
    queryFn: () => listSupportCategories(typeId),
    staleTime: 5 * 60_000,
  });

export const useSupportCategories = (typeId?: string) => useQuery(supportCategoriesQuery(typeId));
