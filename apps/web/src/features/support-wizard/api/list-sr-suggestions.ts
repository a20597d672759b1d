import type { SrIdentifier } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wizardKeys } from './wizard-keys';

/** Spec §9: SR identifiers are stale after 5 minutes. */
export const SR_IDENTIFIERS_STALE_MS = 5 * 60_000;

/**
 * GET ServiceRequestIdentifiers/suggestions?search: active identifiers matching the identifier or
 * the task; the server applies the 20/10 limit.
 */
export const listSrSuggestions = (search: string) =>
  api.get<SrIdentifier[]>(`/ServiceRequestIdentifiers/suggestions?${new URLSearchParams({ search })}`);

export const srSuggestionsQuery = (search: string, isEnabled: boolean) =>
  queryOptions({
    queryKey: wizardKeys.srSuggestions(search),
    queryFn: () => listSrSuggestions(search),
    enabled: isEnabled,
    staleTime: SR_IDENTIFIERS_STALE_MS,
    // The list stays put while the next search is on its way, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useSrSuggestions = (search: string, isEnabled: boolean) =>
  useQuery(srSuggestionsQuery(search, isEnabled));
