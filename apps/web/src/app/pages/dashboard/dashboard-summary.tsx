import { Activity, CalendarClock, CheckCircle2, MessageSquare, Ticket } from 'lucide-react';
import { useConsultantAvailability } from '@/features/availability/api/list-consultant-availability';
import { SummaryCard } from '@/features/dashboard/components/summary-card';
import { summarizeSlots } from '@/features/dashboard/slot-summary';
import { sumCounts, useTicketCounts } from '@/features/tickets/api/count-tickets';
import { useRecentTickets } from '@/features/tickets/api/list-recent-tickets';
import {
  ACTIVE_STATUSES,
  CLOSED_STATUSES,
  COUNTED_STATUSES,
  RESOLVED_STATUSES,
} from '@/features/tickets/status-groups';
import { cn } from '@/lib/utils';

const UNKNOWN = '—';

type DashboardSummaryProps = {
  role: 'customer' | 'consultant';
  userId: string;
  isMessagingEnabled: boolean;
};

/**
 * The summary cards (spec §2): Messages while messaging is on, Active Tickets, Total Tickets, then
 * Today's Slots for consultants or Completed Work for customers. Every figure is a count the server
 * returns; nothing is counted over a full list here.
 */
export function DashboardSummary({ role, userId, isMessagingEnabled }: DashboardSummaryProps) {
  const recent = useRecentTickets(role);
  const { counts, error: countsError } = useTicketCounts(role, COUNTED_STATUSES);
  const slots = useConsultantAvailability(role === 'consultant' ? userId : '');
  const slotSummary = slots.data ? summarizeSlots(slots.data) : undefined;
  const resolved = sumCounts(counts, RESOLVED_STATUSES);
  const closed = sumCounts(counts, CLOSED_STATUSES);
  // A figure that could not be read shows a dash instead of loading for ever.
  const countOrDash = (value: number | undefined) => value ?? (countsError ? UNKNOWN : undefined);

  return (
    <section
      aria-label="Summary"
      className={cn('mb-6 grid grid-cols-2 gap-3', isMessagingEnabled ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}
    >
      {isMessagingEnabled && (
        // Unread counts arrive with messaging (as in the shell's badges); until then nothing is unread.
        <SummaryCard
          label="Messages"
          value={0}
          detail="Unread messages"
          Icon={MessageSquare}
          testId="summary-messages"
        />
      )}
      <SummaryCard
        label="Active Tickets"
        value={countOrDash(sumCounts(counts, ACTIVE_STATUSES))}
        detail="New and in progress"
        Icon={Activity}
        testId="summary-active"
      />
      <SummaryCard
        label="Total Tickets"
        value={recent.data?.total ?? (recent.error ? UNKNOWN : undefined)}
        detail={resolved === undefined ? undefined : `${resolved} resolved`}
        Icon={Ticket}
        testId="summary-total"
      />
      {role === 'consultant' ? (
        <SummaryCard
          label="Today's Slots"
          value={slotSummary?.today ?? (slots.error ? UNKNOWN : undefined)}
          detail={slotSummary && `${slotSummary.upcomingBooked} upcoming booked`}
          Icon={CalendarClock}
          testId="summary-slots"
        />
      ) : (
        <SummaryCard
          label="Completed Work"
          value={countOrDash(closed)}
          detail={counts.Paid === undefined ? undefined : `${counts.Paid} paid`}
          Icon={CheckCircle2}
          testId="summary-completed"
        />
      )}
    </section>
  );
}
