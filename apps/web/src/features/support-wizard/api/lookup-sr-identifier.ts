import type { SrLookupResult } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SR_IDENTIFIERS_STALE_MS } from './list-sr-suggestions';
import { wizardKeys } from './wizard-keys';

/** GET ServiceRequestIdentifiers/lookup?identifier: Required, Valid (with its task), Inactive or NotFound. */
export const lookupSrIdentifier = (identifier: string) =>
  api.get<SrLookupResult>(`/ServiceRequestIdentifiers/lookup?${new URLSearchParams({ identifier })}`);

export const srLookupQuery = (identifier: string, isEnabled: boolean) =>
  queryOptions({
    queryKey: wizardKeys.srLookup(identifier),
    queryFn: () => lookupSrIdentifier(identifier),
    enabled: isEnabled,
    staleTime: SR_IDENTIFIERS_STALE_MS,
  });

export const useSrLookup = (identifier: string, isEnabled: boolean) =>
  useQuery(srLookupQuery(identifier, isEnabled));
