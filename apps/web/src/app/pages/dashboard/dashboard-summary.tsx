import { isConsultant, type Role } from '@basisdesk/shared/auth/roles';
import {
  ACTIVE_STATUSES,
  FINISHED_STATUSES,
  RESOLVED_STATUSES,
} from '@basisdesk/shared/tickets/ticket-statuses';
import { Activity, CalendarClock, CheckCircle2, MessageSquare, Ticket } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useConsultantAvailability } from '@/features/availability/api/list-consultant-availability';
import { summarizeSlots } from '@/features/availability/slot-summary';
import { EarningsStatCard } from '@/features/earnings/components/earnings-stat-card';
import { sumCounts, useTicketCounts } from '@/features/tickets/api/count-tickets';
import { cn } from '@/lib/utils';

const UNKNOWN = '—';

type DashboardSummaryProps = {
  role: Exclude<Role, 'Admin'>;
  userId: string;
  isMessagingEnabled: boolean;
  /** The unread total the shell's badges show (messaging's), handed in by the page. */
  unreadCount: number | undefined;
};

/**
 * The summary cards (spec §2): Messages while messaging is on, Active Tickets, Total Tickets, then
 * Today's Slots for consultants or Completed Work for customers, and the consultant's Earnings. The
 * ticket figures come from one per-status count by the server; nothing is counted over a full list.
 */
export function DashboardSummary({ role, userId, isMessagingEnabled, unreadCount }: DashboardSummaryProps) {
  const ticketCounts = useTicketCounts(role);
  const counts = ticketCounts.data?.counts;
  const slots = useConsultantAvailability(isConsultant(role) ? userId : '');
  const slotSummary = slots.data ? summarizeSlots(slots.data) : undefined;
  const resolved = sumCounts(counts, RESOLVED_STATUSES);
  const closed = sumCounts(counts, FINISHED_STATUSES);
  // A figure that could not be read shows a dash instead of loading for ever.
  const countOrDash = (value: number | undefined) => value ?? (ticketCounts.error ? UNKNOWN : undefined);
  const cardCount = 3 + (isMessagingEnabled ? 1 : 0) + (isConsultant(role) ? 1 : 0);

  return (
    <section
      aria-label="Summary"
      className={cn(
        'mb-6 grid grid-cols-2 gap-3',
        // Consultants have one card more: Earnings.
        cardCount === 5
          ? 'lg:grid-cols-3 xl:grid-cols-5'
          : cardCount === 4
            ? 'lg:grid-cols-4'
            : 'lg:grid-cols-3',
      )}
    >
      {isMessagingEnabled && (
        <StatCard
          label="Messages"
          value={unreadCount}
          detail="Unread messages"
          Icon={MessageSquare}
          testId="summary-messages"
        />
      )}
      <StatCard
        label="Active Tickets"
        value={countOrDash(sumCounts(counts, ACTIVE_STATUSES))}
        detail="New and in progress"
        Icon={Activity}
        testId="summary-active"
      />
      <StatCard
        label="Total Tickets"
        value={countOrDash(ticketCounts.data?.total)}
        detail={resolved === undefined ? undefined : `${resolved} resolved`}
        Icon={Ticket}
        testId="summary-total"
      />
      {isConsultant(role) ? (
        <StatCard
          label="Today's Slots"
          value={slotSummary?.today ?? (slots.error ? UNKNOWN : undefined)}
          detail={slotSummary && `${slotSummary.upcomingBooked} upcoming booked`}
          Icon={CalendarClock}
          testId="summary-slots"
        />
      ) : (
        <StatCard
          label="Completed Work"
          value={countOrDash(closed)}
          detail={counts?.Paid === undefined ? undefined : `${counts.Paid} paid`}
          Icon={CheckCircle2}
          testId="summary-completed"
        />
      )}
      {isConsultant(role) && (
        // A sum of money needs the width of the row on a phone.
        <div className="col-span-2 grid lg:col-span-1">
          <EarningsStatCard />
        </div>
      )}
    </section>
  );
}
