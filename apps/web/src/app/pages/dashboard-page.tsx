import { ArrowRight, CalendarClock, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { getGreeting } from '@/features/dashboard/greeting';
import { getQuickActions } from '@/features/dashboard/quick-actions';
import { useMessagingEnabled } from '@/features/flags/api/get-messaging-status';
import { HourlyRateForm } from '@/features/hourly-rate/components/hourly-rate-form';
import { RecentActivity } from '@/features/tickets/components/recent-activity';
import { cn } from '@/lib/utils';
import { DashboardSummary } from './dashboard/dashboard-summary';

/** Card titles are h2: the greeting is the page's h1, and headings must not skip a level. */
function DashboardCard({
  id,
  title,
  description,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={id} className="h-full">
        <CardHeader>
          <h2 id={id} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

export default function DashboardPage() {
  const { user, refreshUser } = useSession();
  const { data: isMessagingEnabled = false } = useMessagingEnabled();
  // Admins never get here (the router sends them to /admin); the type still allows it.
  if (!user || user.role === 'admin') return null;

  const isCustomer = user.role === 'customer';
  const actions = getQuickActions(user.role, isMessagingEnabled);

  return (
    <>
      <PageHeader
        title={getGreeting(user.firstName)}
        description={
          isCustomer
            ? 'Raise a support request or follow up on your tickets.'
            : 'Keep your availability and skills up to date so customers can book you.'
        }
      />

      <DashboardSummary role={user.role} userId={user.id} isMessagingEnabled={isMessagingEnabled} />

      <div className="grid gap-6 lg:grid-cols-3">
        <DashboardCard
          id="quick-actions-heading"
          title="Quick Actions"
          description="Go straight to what you need."
          className="lg:col-span-2"
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            {actions.map(({ label, description, to, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex items-center gap-3 rounded-lg border p-4 transition-colors hover:border-brand-text hover:bg-muted"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{label}</span>
                    <span className="block text-sm text-muted-foreground">{description}</span>
                  </span>
                  <ArrowRight
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </DashboardCard>

        {user.role === 'consultant' && (
          <DashboardCard
            id="consultant-settings-heading"
            title="Consultant Settings"
            description="What customers see when they book you."
          >
            <HourlyRateForm userId={user.id} hourlyRate={user.hourlyRate} onUpdated={refreshUser} />
            <div className="mt-5 grid gap-2">
              <Link
                to={paths.consultantAvailability}
                className={cn(
                  buttonVariants({ variant: 'outline' }),
                  'h-auto min-h-10 justify-start whitespace-normal text-left',
                )}
              >
                <CalendarClock aria-hidden="true" />
                Manage availability
              </Link>
              <Link
                to={paths.consultantSkills}
                className={cn(
                  buttonVariants({ variant: 'outline' }),
                  'h-auto min-h-10 justify-start whitespace-normal text-left',
                )}
              >
                <Sparkles aria-hidden="true" />
                Manage skills
              </Link>
            </div>
          </DashboardCard>
        )}

        <DashboardCard
          id="recent-activity-heading"
          title="Recent Activity"
          description="Your latest tickets."
          className={cn(isCustomer ? 'lg:col-span-1' : 'lg:col-span-3')}
        >
          <RecentActivity role={user.role} />
        </DashboardCard>
      </div>
    </>
  );
}
