import { formatRupees } from '@basisdesk/shared/common/money';
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
import { useConsultantEarnings } from '../api/get-consultant-earnings';

/**
 * What a consultant has earned (spec §1, §6, decision 028): totals, by month, the latest earned
 * tickets. A ticket counts once it is Closed or Topic Closed, for the hours logged (else the time
 * booked), in the month it first closed. Whether the customer has paid is not the consultant's to
 * see, so no payment word appears here, and a ticket whose charge went back to the customer
 * leaves the totals with a line that says so.
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
      <TotalsExplained />
      <SectionCard title="By month" description="Tickets counted in the month they first closed.">
        <MonthTable months={earnings.months} />
      </SectionCard>
      <SectionCard title="Latest earned tickets" description="The most recent closed tickets.">
        <RecentTable recent={earnings.recent} />
      </SectionCard>
    </div>
  );
}

function MonthTable({ months }: { months: ConsultantEarnings['months'] }) {
  return (
    <Table>
      <ColumnHeads words={['Month']} figures={['Tickets', 'Hours', 'Amount']} />
      <TableBody>
        {months.map((month) => (
          <TableRow key={month.month}>
            <TableHead scope="row" className="font-medium text-foreground">
              {formatMonth(month.month)}
            </TableHead>
            <TableCell className="text-right">{month.tickets}</TableCell>
            <TableCell className="text-right">{formatHours(month.hours, 'short')}</TableCell>
            <AmountCell rupees={month.amount} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RecentTable({ recent }: { recent: ConsultantEarnings['recent'] }) {
  return (
    <Table>
      <ColumnHeads words={['Ticket', 'Support type', 'Closed']} figures={['Hours', 'Amount']} />
      <TableBody>
        {recent.map((ticket) => (
          <TableRow key={ticket.orderId}>
            <TableHead scope="row" className="font-mono font-medium break-all text-foreground">
              {ticketLabel({ id: ticket.orderId, orderNumber: ticket.orderNumber })}
            </TableHead>
            <TableCell>{ticket.supportTypeName}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(ticket.closedAt)}</TableCell>
            <TableCell className="text-right">
              {formatHours(ticket.hoursWorked, 'short')}
              {!ticket.hoursLogged && <span className="text-muted-foreground"> booked</span>}
            </TableCell>
            <AmountCell rupees={ticket.amount} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The columns of an earnings table: words to the left, figures to the right where they line up. */
function ColumnHeads({ words, figures }: { words: string[]; figures: string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {words.map((word) => (
          <TableHead key={word} scope="col">
            {word}
          </TableHead>
        ))}
        {figures.map((figure) => (
          <TableHead key={figure} scope="col" className="text-right">
            {figure}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

function AmountCell({ rupees }: { rupees: number }) {
  return <TableCell className="text-right font-medium whitespace-nowrap">{formatRupees(rupees)}</TableCell>;
}

/** How the totals are made, so a ticket that leaves them is never a surprise. */
function TotalsExplained() {
  return (
    <ul aria-label="How the totals are counted" className="grid gap-1 text-sm text-muted-foreground">
      <li>A ticket counts once it is closed, in the month it was first closed; that month never changes.</li>
      <li>
        It counts for the hours you logged when closing it, or for the booked time when none were logged.
      </li>
      <li>
        A ticket whose charge was returned to the customer is not counted, and leaves the month it was in.
      </li>
    </ul>
  );
}

function EarningsEmpty() {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
      <Wallet className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No earnings yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">A ticket counts here once it is closed.</p>
    </div>
  );
}
