import { isCustomer } from '@basisdesk/shared/auth/roles';
import { Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { useSession } from '@/features/auth/session/session-provider';
import { useMessagingEnabled } from '@/features/flags/api/get-messaging-status';
import { LazyHourlyRateForm } from '@/features/hourly-rate/lazy-hourly-rate-form';
import { useUnreadCount } from '@/features/messaging/api/get-unread-count';
import { SessionAgenda } from '@/features/sessions/components/session-agenda';
import { RecentActivity } from '@/features/tickets/components/recent-activity';
import { cn } from '@/lib/utils';
import { ConsultantShortcuts } from './consultant-shortcuts';
import { DashboardSummary } from './dashboard-summary';
import { getGreeting } from './greeting';
import { QuickActionList } from './quick-action-list';
import { getQuickActions } from './quick-actions';

export default function DashboardPage() {
  const { user, refreshUser } = useSession();
  const { data: isMessagingEnabled = false } = useMessagingEnabled();
  const { data: unreadCount } = useUnreadCount(isMessagingEnabled);
  // Admins never get here (the router sends them to /admin); the type still allows it.
  if (!user || user.role === 'Admin') return null;
  const role = user.role;
  const isCustomerView = isCustomer(role);

  return (
    <>
      <PageHeader
        title={getGreeting(user.firstName)}
        description={
          isCustomerView
            ? 'Raise a support request or follow up on your tickets.'
            : 'Keep your availability and skills up to date so customers can book you.'
        }
      />
      <DashboardSummary
        role={role}
        userId={user.id}
        isMessagingEnabled={isMessagingEnabled}
        unreadCount={unreadCount}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <SectionCard
          title="Quick Actions"
          description="Go straight to what you need."
          className="lg:col-span-2"
        >
          <QuickActionList actions={getQuickActions(role, isMessagingEnabled)} />
        </SectionCard>
        {!isCustomerView && (
          <SectionCard title="Consultant Settings" description="What customers see when they book you.">
            <Suspense fallback={null}>
              <LazyHourlyRateForm userId={user.id} hourlyRate={user.hourlyRate} onUpdated={refreshUser} />
            </Suspense>
            <ConsultantShortcuts />
          </SectionCard>
        )}
        <SectionCard
          title="Upcoming sessions"
          description="Your booked sessions that have not ended yet."
          className="lg:col-span-3"
        >
          <SessionAgenda viewerId={user.id} />
        </SectionCard>
        <SectionCard
          title="Recent Activity"
          description="Your latest tickets."
          className={cn(isCustomerView ? 'lg:col-span-1' : 'lg:col-span-3')}
        >
          <RecentActivity role={role} />
        </SectionCard>
      </div>
    </>
  );
}
