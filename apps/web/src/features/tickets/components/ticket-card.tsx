import { isConsultant, isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import { formatRupees } from '@basisdesk/shared/common/money';
import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import { PRIORITY_LABELS } from '@basisdesk/shared/tickets/ticket-priorities';
import { seesPayments, type TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PayButton } from '@/features/payments/components/pay-button';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { isPayable, paymentAmount } from '@/features/payments/payment-rules';
import { formatDate } from '@/lib/format-date';
import { useRefreshTickets } from '../api/refresh-tickets';
import { statusChoices } from '../status-choices';
import { StatusSelect } from './status-fields';
import { TicketStatusBadge } from './ticket-status-badge';

type TicketCardProps = {
  ticket: Ticket;
  role: Role;
  onOpen: (ticket: Ticket) => void;
  /** A different status picked on the card; the same one opens nothing (spec §4). */
  onChangeStatus: (ticket: Ticket, status: TicketStatus) => void;
};

/** One ticket in the list: number and title, status, priority, type, the description's first 2 lines, who and when. */
export function TicketCard({ ticket, role, onOpen, onChangeStatus }: TicketCardProps) {
  const label = ticketLabel(ticket);
  const headingId = `ticket-${ticket.id}-heading`;
  const choices = statusChoices(role, ticket);
  const refreshTickets = useRefreshTickets();
  // Payment is the customer's and the admins' business only (spec §6).
  const paymentStatus = seesPayments(role) ? ticket.paymentStatus : undefined;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="ticket-card">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* The number alone names the card (links and lists refer to it so); its title is read next. */}
          <div className="grid min-w-0 gap-0.5">
            <h2 id={headingId} className="font-mono text-base font-semibold break-all">
              {label}
            </h2>
            <p className="font-semibold break-words" data-testid="ticket-title">
              {ticket.title}
            </p>
          </div>
          <TicketStatusBadge status={ticket.status} viewerRole={role} />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">{PRIORITY_LABELS[ticket.priority]} priority</Badge>
          <span className="min-w-0">
            <span className="font-medium">{ticket.supportTypeName}</span>
            <span className="text-muted-foreground"> · {ticket.supportCategoryName}</span>
          </span>
        </div>
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{ticket.description}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
          <CardField label="Created" value={formatDate(ticket.createdAt)} />
          <CardField label="Updated" value={formatDate(ticket.updatedAt)} />
          {!isCustomer(role) && <CardField label="Customer" value={ticket.createdByName} />}
          {!isConsultant(role) && <CardField label="Consultant" value={ticket.consultantName} />}
          {!isConsultant(role) && (
            <CardField label="Amount" value={formatRupees(paymentAmount(ticket) ?? 0)} />
          )}
          {paymentStatus && (
            <div className="min-w-0">
              <dt className="text-muted-foreground">Payment</dt>
              <dd className="mt-0.5">
                <PaymentStatusBadge status={paymentStatus} />
              </dd>
            </div>
          )}
        </dl>
      </article>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t pt-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpen(ticket)}>
            <Eye aria-hidden="true" />
            View Details<span className="sr-only"> of {label}</span>
          </Button>
          {isCustomer(role) && isPayable(ticket) && (
            <PayButton ticket={ticket} label={label} size="sm" onPaymentChange={refreshTickets} />
          )}
        </div>
        {choices.length > 0 && (
          <div className="w-full sm:w-56">
            <StatusSelect
              id={`ticket-${ticket.id}-status`}
              label={
                <>
                  Change status<span className="sr-only"> of {label}</span>
                </>
              }
              showsDescription={false}
              current={ticket.status}
              choices={choices}
              value={ticket.status}
              onChange={(status) => {
                if (status !== ticket.status) onChangeStatus(ticket, status);
              }}
            />
          </div>
        )}
      </div>
    </Card>
  );
}

function CardField({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{value}</dd>
    </div>
  );
}
