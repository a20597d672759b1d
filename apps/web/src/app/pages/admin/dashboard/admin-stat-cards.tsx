import { formatRupees } from '@basisdesk/shared/common/money';
import type { RevenueSummary } from '@basisdesk/shared/payments/payments.schema';
import { Activity, BadgeIndianRupee, Hourglass, TicketCheck, Undo2, UserCog, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useUserCounts } from '@/features/admin-users/api/get-user-counts';
import { useSupportRequestStats } from '@/features/tickets/api/get-support-request-stats';

/**
 * Spec §2: Total Users, Consultants, Support Requests, Open Requests; then the money: paid (less
 * refunds), outstanding on closed tickets, refunded. A dash when a figure failed.
 */
export function AdminStatCards() {
  const users = useUserCounts();
  const requests = useSupportRequestStats();
  const userStat = (value: number | undefined) => (users.error && !users.counts ? '—' : value);
  const requestStat = (value: number | undefined) => (requests.error && !requests.data ? '—' : value);
  const revenue = requests.data?.revenue;
  const money = (pick: (revenue: RevenueSummary) => number) =>
    revenue ? formatRupees(pick(revenue)) : requestStat(undefined);

  return (
    <>
      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Users" value={userStat(users.counts?.total)} Icon={Users} />
        <StatCard label="Consultants" value={userStat(users.counts?.consultants)} Icon={UserCog} />
        <StatCard label="Support Requests" value={requestStat(requests.data?.total)} Icon={TicketCheck} />
        <StatCard label="Open Requests" value={requestStat(requests.data?.open)} Icon={Activity} />
      </section>
      <section aria-label="Revenue" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          label="Revenue Paid"
          value={money((figures) => figures.paid)}
          detail="Paid, less refunds"
          Icon={BadgeIndianRupee}
          testId="revenue-paid"
        />
        <StatCard
          label="Outstanding"
          value={money((figures) => figures.outstanding)}
          detail="Closed tickets not yet paid"
          Icon={Hourglass}
          testId="revenue-outstanding"
        />
        <StatCard
          label="Refunded"
          value={money((figures) => figures.refunded)}
          detail="Returned to customers"
          Icon={Undo2}
          testId="revenue-refunded"
        />
      </section>
    </>
  );
}
