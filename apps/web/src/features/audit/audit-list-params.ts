import type { AuditExportQuery } from '@basisdesk/shared/audit/audit.schema';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@basisdesk/shared/audit/audit-actions';
import { z } from 'zod';
import { listParam } from '@/lib/list-params';
import type { AuditListParams } from './api/audit-keys';

export const AUDIT_PAGE_SIZE = 25;

/** Every kind of record at once ('user.'), as the server matches a prefix ending in a dot. */
export const AUDIT_ACTION_GROUPS = [
  ...new Set(AUDIT_ACTIONS.map((action) => `${action.split('.')[0]}.`)),
] as [string, ...string[]];

/** /admin/audit keeps its actor, action, target, days and page in the address. */
export const auditListParamsSchema = z.object({
  actor: listParam.text(),
  action: listParam.choice([...AUDIT_ACTION_GROUPS, ...AUDIT_ACTIONS]),
  targetType: listParam.choice(AUDIT_TARGET_TYPES),
  targetId: listParam.text(),
  from: listParam.day(),
  to: listParam.day(),
  page: listParam.page(),
});
export type AuditListAddress = z.infer<typeof auditListParamsSchema>;
export type AuditFilterValues = Omit<AuditListAddress, 'page'>;

/** The filters the server is asked for (the list and the CSV alike): those left empty are not sent. */
export function toAuditFilters(filters: AuditFilterValues): AuditExportQuery {
  return {
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** One page of the list as the server is asked for it. */
export function toAuditListParams({ page, ...filters }: AuditListAddress): AuditListParams {
  return { ...toAuditFilters(filters), page, pageSize: AUDIT_PAGE_SIZE };
}

/** A day range that can hold nothing: said beside the filters rather than left to an empty list. */
export const isDayRangeBackwards = ({ from, to }: Pick<AuditFilterValues, 'from' | 'to'>) =>
  from !== '' && to !== '' && from > to;
