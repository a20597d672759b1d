import { Activity, TicketCheck, UserCog, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useUserCounts } from '@/features/admin-users/api/get-user-counts';
import { useSupportRequestStats } from '@/features/tickets/api/get-support-request-stats';

/** Spec §2: Total Users, Consultants, Support Requests, Open Requests; a dash when a count failed. */
export function AdminStatCards() {
  const users = useUserCounts();
  const requests = useSupportRequestStats();
  const userStat = (value: number | undefined) => (users.error && !users.counts ? '—' : value);
  const requestStat = (value: number | undefined) => (requests.error && !requests.data ? '—' : value);

  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Users" value={userStat(users.counts?.total)} Icon={Users} />
      <StatCard label="Consultants" value={userStat(users.counts?.consultants)} Icon={UserCog} />
      <StatCard label="Support Requests" value={requestStat(requests.data?.total)} Icon={TicketCheck} />
      <StatCard label="Open Requests" value={requestStat(requests.data?.open)} Icon={Activity} />
    </section>
  );
}
