/**
 * The audit log's vocabulary (decision 039): one dotted name per kind of thing that happened,
 * `<what it happened to>.<what happened>`. Filters match a name or a prefix (`taxonomy.`).
 */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.activated',
  'user.deactivated',
  'user.role-changed',
  'user.data-exported',
  'user.erased',
  'setting.changed',
  'flag.changed',
  'sso.changed',
  'sla.changed',
  'taxonomy.created',
  'taxonomy.updated',
  'taxonomy.deleted',
  'sr-identifier.created',
  'sr-identifier.updated',
  'sr-identifier.deleted',
  'domain-restriction.added',
  'domain-restriction.updated',
  'domain-restriction.removed',
  'ticket.status-changed',
  'ticket.priority-changed',
  'ticket.marked-paid',
  'payment.refunded',
  'payment.signature-failed',
  'auth.sign-in-succeeded',
  'auth.sign-in-failed',
  'second-factor.enabled',
  'second-factor.disabled',
  'second-factor.recovery-codes-renewed',
  'sign-in-session.ended',
  'access.denied',
  'audit.retention-applied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit record may be about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'setting',
  'sso',
  'sla',
  'support-type',
  'category',
  'sub-option',
  'sr-identifier',
  'domain-restriction',
  'ticket',
  'payment',
  'sign-in-session',
  'route',
  'audit',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The retention setting's bounds (AuditRetentionDays): at least a month, at most ten years. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;
export const AUDIT_RETENTION_DAYS_MIN = 30;
export const AUDIT_RETENTION_DAYS_MAX = 3650;

/** The CSV export's ceiling: the newest rows past it are left out, said in the file's last line. */
export const AUDIT_EXPORT_MAX_ROWS = 1_000_000;
