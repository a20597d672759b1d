import type { Role } from '@basisdesk/shared/auth/roles';
import { formatRupees } from '@basisdesk/shared/common/money';
import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import { PRIORITY_LABELS } from '@basisdesk/shared/tickets/ticket-priorities';
import { seesPayments } from '@basisdesk/shared/tickets/ticket-statuses';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { DetailField } from '@/components/detail-field';
import { useOrderStatus } from '@/features/payments/api/get-order-status';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { paymentAmount } from '@/features/payments/payment-rules';
import { formatDateTime, formatSlot } from '@/lib/format-date';
import { formatHours } from '@/lib/format-hours';
import { OtherPartyTime } from './other-party-time';
import { TicketDescription } from './ticket-description';
import { TicketStatusBadge } from './ticket-status-badge';

/** The Details tab: every field of the ticket and its booked slots. */
export function TicketDetails({ ticket, role }: { ticket: Ticket; role: Role }) {
  // Payment is not the consultant's to see (spec §6); for the others it is read fresh (30 s).
  const seesPayment = seesPayments(role);
  const order = useOrderStatus(ticket.id, seesPayment);
  const paymentStatus = order.data?.paymentStatus ?? ticket.paymentStatus;

  return (
    <div className="grid gap-5">
      <section aria-labelledby="ticket-description-heading" className="grid gap-2">
        <h3 id="ticket-description-heading" className="text-sm font-semibold">
          Description
        </h3>
        <TicketDescription text={ticket.description} />
      </section>

      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <DetailField label="Ticket number">
          <span className="font-mono">{ticketLabel(ticket)}</span>
        </DetailField>
        <DetailField label="SR identifier">
          {ticket.srIdentifier ? <span className="font-mono">{ticket.srIdentifier}</span> : 'None'}
        </DetailField>
        <DetailField label="Status">
          <TicketStatusBadge status={ticket.status} viewerRole={role} />
        </DetailField>
        <DetailField label="Priority">{PRIORITY_LABELS[ticket.priority]}</DetailField>
        <DetailField label="Support type">{ticket.supportTypeName}</DetailField>
        <DetailField label="Category">{ticket.supportCategoryName}</DetailField>
        {ticket.supportSubOptionName && (
          <DetailField label="Sub-option">{ticket.supportSubOptionName}</DetailField>
        )}
        <DetailField label="Created by">{ticket.createdByName}</DetailField>
        <DetailField label="Consultant">{ticket.consultantName}</DetailField>
        <DetailField label="Hourly rate">{formatRupees(ticket.consultantHourlyRate)}</DetailField>
        <DetailField label="Hours worked">
          {ticket.hoursWorked === null ? 'Not logged yet' : formatHours(ticket.hoursWorked, 'short')}
        </DetailField>
        {seesPayment && (
          <>
            <DetailField label="Amount">{formatRupees(paymentAmount(ticket) ?? 0)}</DetailField>
            <DetailField label="Payment status">
              {paymentStatus ? <PaymentStatusBadge status={paymentStatus} /> : 'Unknown'}
            </DetailField>
          </>
        )}
        <DetailField label="Created">{formatDateTime(ticket.createdAt)}</DetailField>
        <DetailField label="Last updated">{formatDateTime(ticket.updatedAt)}</DetailField>
      </dl>

      <section aria-labelledby="ticket-slots-heading" className="grid gap-2">
        <h3 id="ticket-slots-heading" className="text-sm font-semibold">
          Booked slots
        </h3>
        {ticket.slots.length === 0 ? (
          <p className="text-sm text-muted-foreground">No slots booked.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {ticket.slots.map((slot) => (
              <li key={slot.id} className="rounded-md bg-muted px-3 py-1.5">
                {formatSlot(slot.slotStartTime, slot.slotEndTime)}
              </li>
            ))}
          </ul>
        )}
        <OtherPartyTime ticket={ticket} role={role} />
      </section>
    </div>
  );
}
