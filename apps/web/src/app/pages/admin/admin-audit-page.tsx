import { PageHeader } from '@/components/page-header';
import { AdminAuditLog } from '@/features/audit/components/admin-audit-log';

export default function AdminAuditPage() {
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Who did what, from where and when: admin actions, ticket status changes and security events, with what changed."
      />
      <AdminAuditLog />
    </>
  );
}
