import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import type { SrIdentifier } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every SR identifier query starts with this key: a create, edit or delete refreshes them all. */
export const SR_IDENTIFIERS_QUERY_KEY = ['sr-identifiers'] as const;

/** GET ServiceRequestIdentifiers: an admin gets every identifier, inactive ones included. */
export const listSrIdentifiers = () =>
  api.get<SrIdentifier[]>('/ServiceRequestIdentifiers', { fallbackError: SR_IDENTIFIER_MESSAGES.loadFailed });

export const srIdentifiersQuery = () =>
  queryOptions({
    queryKey: [...SR_IDENTIFIERS_QUERY_KEY, 'all'],
    queryFn: listSrIdentifiers,
    // Spec §9: SR identifiers stay fresh for 5 minutes; edits invalidate the key at once.
    staleTime: 5 * 60_000,
  });

export const useSrIdentifiers = () => useQuery(srIdentifiersQuery());
