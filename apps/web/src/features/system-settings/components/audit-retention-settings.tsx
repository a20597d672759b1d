import { AUDIT_RETENTION_DAYS_MAX, AUDIT_RETENTION_DAYS_MIN } from '@basisdesk/shared/audit/audit-actions';
import { NumberSettingCard } from './number-setting-card';

/** Admin settings: how long the audit log keeps a record before the daily clean-up removes it. */
export function AuditRetentionSettings() {
  return (
    <NumberSettingCard
      settingKey="AuditRetentionDays"
      title="Audit Log Retention"
      description="Days an audit record is kept. Once a day, records older than this are removed, and the removal itself is recorded."
      label="Retention (days)"
      min={AUDIT_RETENTION_DAYS_MIN}
      max={AUDIT_RETENTION_DAYS_MAX}
      savedMessage="Audit log retention saved"
    />
  );
}
