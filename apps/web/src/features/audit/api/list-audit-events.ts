import type { AuditPage } from '@basisdesk/shared/audit/audit.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { type AuditListParams, auditKeys } from './audit-keys';

export const AUDIT_LOAD_FAILED = 'Failed to load the audit log';

/** GET admin/audit: one page of the audit log, newest first, filtered on the server. */
export function listAuditEvents(params: AuditListParams, signal?: AbortSignal) {
  return api.get<AuditPage>(`/admin/audit${toQueryString(params)}`, {
    fallbackError: AUDIT_LOAD_FAILED,
    signal,
  });
}

export const listAuditEventsQuery = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => listAuditEvents(params, signal),
    // Paging and filtering keep the old rows on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (params: AuditListParams) => useQuery(listAuditEventsQuery(params));
