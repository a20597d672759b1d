import type { AuditListQuery } from '@basisdesk/shared/audit/audit.schema';

/** The audit list's filters and page, as its key and its request carry them. */
export type AuditListParams = Partial<AuditListQuery>;

/** The audit feature's query keys: every page of the list lives under `lists`. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (params: AuditListParams) => [...auditKeys.lists(), params] as const,
};
