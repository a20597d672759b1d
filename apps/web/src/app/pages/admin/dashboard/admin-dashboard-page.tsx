import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UsersTab } from '@/features/admin-users/components/users-tab';
import { useSession } from '@/features/auth/session/session-provider';
import { DomainRestrictionsPanel } from '@/features/domain-restrictions/components/domain-restrictions-panel';
import { useSecondFactorStatus } from '@/features/second-factor/api/get-second-factor-status';
import { AdminSecondFactorNotice } from '@/features/system-settings/components/admin-second-factor-notice';
import { useListParams } from '@/lib/use-list-params';
import { AdminAreaLinks } from './admin-area-links';
import { AdminStatCards } from './admin-stat-cards';
import { AnalyticsTab } from './analytics-tab';
import { ADMIN_DASHBOARD_TABS, adminDashboardParamsSchema } from './dashboard-params';
import { SettingsTab } from './settings-tab';

export default function AdminDashboardPage() {
  const { user } = useSession();
  const [{ tab }, setAddress] = useListParams(adminDashboardParamsSchema);
  // The admin guard's read: a deletion in the Users tab asks for a code only while one is on.
  const secondFactor = useSecondFactorStatus();
  if (!user) return null;

  return (
    <>
      <PageHeader title="Admin Dashboard" description="Run users, settings and access for the platform." />
      <div className="mb-6 empty:hidden">
        <AdminSecondFactorNotice />
      </div>
      <AdminStatCards />
      <AdminAreaLinks />
      <Tabs
        value={tab}
        onValueChange={(next) => setAddress({ tab: ADMIN_DASHBOARD_TABS.find((name) => name === next) })}
        className="mt-8"
      >
        <TabsList>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="domains">Domains</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab currentUserId={user.id} secondFactor={secondFactor.data?.enabled} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="domains">
          <DomainRestrictionsPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}
