import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import type { SrIdentifier } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { srIdentifierKeys } from './sr-identifier-keys';

/** GET ServiceRequestIdentifiers: an admin gets every identifier, inactive ones included. */
export const listSrIdentifiers = () =>
  api.get<SrIdentifier[]>('/ServiceRequestIdentifiers', { fallbackError: SR_IDENTIFIER_MESSAGES.loadFailed });

export const srIdentifiersQuery = () =>
  queryOptions({
    queryKey: srIdentifierKeys.list(),
    queryFn: listSrIdentifiers,
    // Spec §9: SR identifiers stay fresh for 5 minutes; edits invalidate the key at once.
    staleTime: 5 * 60_000,
  });

export const useSrIdentifiers = () => useQuery(srIdentifiersQuery());
