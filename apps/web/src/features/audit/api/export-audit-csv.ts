import type { AuditExportQuery } from '@basisdesk/shared/audit/audit.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toLocalDateKey } from '@/lib/local-dates';
import { toQueryString } from '@/lib/query-string';
import { saveFile } from '@/lib/save-file';

export const AUDIT_EXPORT_FAILED = 'Failed to export the audit log';

/**
 * GET admin/audit/export.csv: every record the filters match (not just the page on screen), saved
 * as audit-log-<today>.csv. Fetched rather than linked: the request needs the bearer token.
 */
export async function exportAuditCsv(filters: AuditExportQuery) {
  const csv = await api.getFile(`/admin/audit/export.csv${toQueryString(filters)}`, {
    fallbackError: AUDIT_EXPORT_FAILED,
  });
  saveFile(csv, `audit-log-${toLocalDateKey(new Date())}.csv`);
}

export const useExportAuditCsv = () => useMutation({ mutationFn: exportAuditCsv });
