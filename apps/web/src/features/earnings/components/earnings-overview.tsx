import type { ConsultantEarnings } from '@basisdesk/shared/payments/payments.schema';
import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import { Clock, IndianRupee, Ticket, Wallet } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { StatCard } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMonth } from '@/lib/format-date';
import { formatHours } from '@/lib/format-hours';
import { formatRupees } from '@/lib/format-rupees';
import { useConsultantEarnings } from '../api/get-consultant-earnings';

/**
 * What a consultant has earned (spec §1, §6): totals, by month, the latest earned tickets. A
 * ticket counts once it is Closed or Topic Closed with hours logged; whether the customer has paid
 * is not the consultant's to see, so no payment status appears here.
 */
export function EarningsOverview() {
  const { data: earnings, error, refetch, isPending } = useConsultantEarnings();

  if (isPending) {
    return (
      <div role="status" aria-label="Loading earnings" className="grid gap-6">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (!earnings) {
    return (
      <LoadError message={errorMessage(error, 'Failed to load earnings')} onRetry={() => void refetch()} />
    );
  }
  if (earnings.totalTickets === 0) return <EarningsEmpty />;

  return (
    <div className="grid gap-6">
      <section aria-label="Totals" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          label="Total earned"
          value={formatRupees(earnings.totalAmount)}
          Icon={IndianRupee}
          testId="earnings-total"
        />
        <StatCard label="Hours worked" value={formatHours(earnings.totalHours, 'short')} Icon={Clock} />
        <StatCard label="Tickets" value={earnings.totalTickets} Icon={Ticket} />
      </section>
      <SectionCard title="By month" description="Tickets counted in the month they closed.">
        <MonthTable months={earnings.months} />
      </SectionCard>
      <SectionCard title="Latest earned tickets" description="The most recent closed tickets with hours.">
        <RecentTable recent={earnings.recent} />
      </SectionCard>
    </div>
  );
}

function MonthTable({ months }: { months: ConsultantEarnings['months'] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Month</TableHead>
          <TableHead scope="col" className="text-right">
            Tickets
          </TableHead>
          <TableHead scope="col" className="text-right">
            Hours
          </TableHead>
          <TableHead scope="col" className="text-right">
            Amount
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {months.map((month) => (
          <TableRow key={month.month}>
            <TableHead scope="row" className="font-medium text-foreground">
              {formatMonth(month.month)}
            </TableHead>
            <TableCell className="text-right">{month.tickets}</TableCell>
            <TableCell className="text-right">{formatHours(month.hours, 'short')}</TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap">
              {formatRupees(month.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RecentTable({ recent }: { recent: ConsultantEarnings['recent'] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Ticket</TableHead>
          <TableHead scope="col">Support type</TableHead>
          <TableHead scope="col">Closed</TableHead>
          <TableHead scope="col" className="text-right">
            Hours
          </TableHead>
          <TableHead scope="col" className="text-right">
            Amount
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {recent.map((ticket) => (
          <TableRow key={ticket.orderId}>
            <TableHead scope="row" className="font-mono font-medium break-all text-foreground">
              {ticketLabel({ id: ticket.orderId, orderNumber: ticket.orderNumber })}
            </TableHead>
            <TableCell>{ticket.supportTypeName}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(ticket.closedAt)}</TableCell>
            <TableCell className="text-right">{formatHours(ticket.hoursWorked, 'short')}</TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap">
              {formatRupees(ticket.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EarningsEmpty() {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
      <Wallet className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No earnings yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        A ticket counts here once it is closed with the hours you worked on it.
      </p>
    </div>
  );
}
