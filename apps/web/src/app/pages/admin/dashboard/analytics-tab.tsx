import { SectionCard } from '@/components/section-card';
import { UserDistributionPanel } from '@/features/admin-users/components/user-distribution-panel';
import { SystemHealth } from '@/features/system-settings/components/system-health';
import { RequestStatusPanel } from '@/features/tickets/components/request-status-panel';

/** Spec §2 Analytics: User Distribution, Request Status and System Health. */
export function AnalyticsTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <SectionCard title="User Distribution" description="Accounts by role.">
        <UserDistributionPanel />
      </SectionCard>
      <SectionCard title="Request Status" description="Support requests by status.">
        <RequestStatusPanel />
      </SectionCard>
      <SectionCard title="System Health" description="The API and its database.">
        <SystemHealth />
      </SectionCard>
    </div>
  );
}
