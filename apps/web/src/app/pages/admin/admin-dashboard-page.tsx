import type { UserCounts } from '@basisdesk/shared/users/users.schema';
import { useQueryClient } from '@tanstack/react-query';
import {
  Activity,
  ArrowRight,
  ClipboardList,
  FolderTree,
  Hash,
  type LucideIcon,
  TicketCheck,
  UserCog,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { StatCard } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useUsers } from '@/features/admin-users/api/list-users';
import { CreateUserDialog } from '@/features/admin-users/components/create-user-dialog';
import { UserDistribution } from '@/features/admin-users/components/user-distribution';
import { UsersTable } from '@/features/admin-users/components/users-table';
import { useSession } from '@/features/auth/session/session-provider';
import { DomainRestrictionsPanel } from '@/features/domain-restrictions/components/domain-restrictions-panel';
import { flagKeys } from '@/features/flags/api/flag-keys';
import { RefreshSettingsButton } from '@/features/system-settings/components/refresh-settings-button';
import { SettingSwitch } from '@/features/system-settings/components/setting-switch';
import { SystemHealth } from '@/features/system-settings/components/system-health';
import { useSupportRequestStats } from '@/features/tickets/api/get-support-request-stats';
import { RequestStatusFigures } from '@/features/tickets/components/request-status-figures';

const TABS = ['users', 'analytics', 'settings', 'domains'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

const USERS_PAGE_SIZE = 20;

const NAV_CARDS: { to: string; title: string; description: string; Icon: LucideIcon }[] = [
  {
    to: paths.adminUsers,
    title: 'User Management',
    description: 'Search, create, activate and deactivate user accounts.',
    Icon: UserCog,
  },
  {
    to: paths.adminTaxonomy,
    title: 'Support Taxonomy',
    description: 'Manage support types, categories and sub-options.',
    Icon: FolderTree,
  },
  {
    to: paths.adminSrIdentifiers,
    title: 'SR Identifiers',
    description: 'Manage service-request identifiers and their tasks.',
    Icon: Hash,
  },
  {
    to: paths.adminTicketNumberTemplates,
    title: 'Ticket Number Templates',
    description: 'See the ticket number format every ticket uses.',
    Icon: ClipboardList,
  },
];

export default function AdminDashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  // The tab lives in the address so a reload (or a shared link) opens the same one.
  const tab: Tab = isTab(tabParam) ? tabParam : 'users';
  // pageSize 1: only the counts are wanted here.
  const summary = useUsers({ pageSize: 1 });
  const counts = summary.data?.counts;
  const requestStats = useSupportRequestStats();

  function handleTabChange(next: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  const userStat = (value: number | undefined) => (summary.error && !counts ? '—' : value);
  const requestStat = (value: number | undefined) => (requestStats.error && !requestStats.data ? '—' : value);

  return (
    <>
      <PageHeader title="Admin Dashboard" description="Run users, settings and access for the platform." />

      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Users" value={userStat(counts?.total)} Icon={Users} />
        <StatCard label="Consultants" value={userStat(counts?.consultants)} Icon={UserCog} />
        <StatCard label="Support Requests" value={requestStat(requestStats.data?.total)} Icon={TicketCheck} />
        <StatCard label="Open Requests" value={requestStat(requestStats.data?.open)} Icon={Activity} />
      </section>

      <nav aria-label="Admin areas" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {NAV_CARDS.map(({ to, title, description, Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-muted"
          >
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-text" aria-hidden="true" />
            <span className="grid flex-1 gap-1">
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <ArrowRight
              className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        ))}
      </nav>

      <Tabs value={tab} onValueChange={handleTabChange} className="mt-8">
        <TabsList>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="domains">Domains</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab counts={counts} countsError={summary.error} />
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

function TabCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="text-lg font-semibold leading-tight">{title}</h2>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function UsersTab() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData, error } = useUsers({ page, pageSize: USERS_PAGE_SIZE });

  return (
    <TabCard
      title="Users"
      description="Every account on the platform. Search and filter in User Management."
      actions={<CreateUserDialog />}
    >
      <UsersTable
        users={data?.items}
        isPending={isPending}
        isStale={isPlaceholderData}
        error={error}
        currentUserId={user?.id}
      />
      {data && (
        <Pagination
          label="Users pages"
          page={page}
          pageSize={USERS_PAGE_SIZE}
          total={data.total}
          onPageChange={setPage}
        />
      )}
    </TabCard>
  );
}

function AnalyticsTab({
  counts,
  countsError,
}: {
  counts: UserCounts | undefined;
  countsError: Error | null;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <TabCard title="User Distribution" description="Accounts by role.">
        {counts ? (
          <UserDistribution counts={counts} />
        ) : countsError ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading users: {countsError.message}
          </p>
        ) : (
          <Skeleton className="h-28 w-full" />
        )}
      </TabCard>
      <TabCard title="Request Status" description="Support requests by status.">
        <RequestStatusPanel />
      </TabCard>
      <TabCard title="System Health" description="The API and its database.">
        <SystemHealth />
      </TabCard>
    </div>
  );
}

function RequestStatusPanel() {
  const { data: stats, error, refetch } = useSupportRequestStats();
  if (stats) return <RequestStatusFigures stats={stats} />;
  if (error) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  return <Skeleton className="h-28 w-full" />;
}

function SettingsTab() {
  const queryClient = useQueryClient();
  // The public flags (sidebar, login page) follow a change at once instead of after their cache time.
  const refreshFlags = () => queryClient.invalidateQueries({ queryKey: flagKeys.all });

  return (
    <TabCard
      title="System Configuration"
      description="Feature flags that change what people can do."
      actions={<RefreshSettingsButton onRefresh={refreshFlags} />}
    >
      <div className="grid gap-4">
        <SettingSwitch settingKey="ConsultantRegistrationEnabled" onUpdated={refreshFlags} />
        <Link
          to={paths.adminSettings}
          className="text-sm font-medium text-brand-text underline-offset-4 hover:underline"
        >
          All system settings
        </Link>
      </div>
    </TabCard>
  );
}
