import { z } from 'zod';
import { pageQueryFields } from '../common/primitives.schema';
import { AUDIT_TARGET_TYPES } from './audit-actions';

export * from './audit-actions';

const dateSchema = z.iso.date({ error: 'Dates must be written YYYY-MM-DD' });

/**
 * GET /api/admin/audit (and its CSV export): filters kept in the address on /admin/audit.
 * `action` is a whole name or a prefix ending in a dot (`taxonomy.`); `actor` is an id or part of
 * an e-mail; `from` and `to` are UTC calendar days, both included.
 */
export const auditFilterFields = {
  actor: z.string().trim().max(254).optional(),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9.-]*$/, 'Action must be a name such as user.created, or a prefix such as user.')
    .optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: 'Unknown target type' }).optional(),
  targetId: z.string().trim().max(100).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
};
export const auditExportQuerySchema = z.object(auditFilterFields);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const auditListQuerySchema = z.object({
  ...auditFilterFields,
  ...pageQueryFields({ defaultSize: 25 }),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEventSchema = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  clientAddress: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Exact up to 10,000; past it, 10,000 with isTotalCapped (decision 025). */
  total: z.number().int(),
  isTotalCapped: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
