import type { Role } from '@basisdesk/shared/auth/roles';
import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import { seesPayments } from '@basisdesk/shared/tickets/ticket-statuses';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { MessageSquare } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { messagesForOrder } from '@/config/paths';
import { PaymentPanel } from '@/features/payments/components/payment-panel';
import { errorMessage } from '@/lib/api-client';
import { isMissingTicket, useTicket } from '../api/get-ticket';
import { useRefreshTickets } from '../api/refresh-tickets';
import { ChangePriorityForm, mayChangePriority } from './change-priority-form';
import { CopyTicketLink } from './copy-ticket-link';
import { ManageStatusForm } from './manage-status-form';
import { TicketDetails } from './ticket-details';
import { TicketHistory } from './ticket-history';
import { TicketSessions } from './ticket-sessions';
import { TicketStatusBadge } from './ticket-status-badge';

/** What the page puts into a ticket's dialog from other features. */
export type TicketDialogParts = {
  /** The Ratings tab (the ratings feature's). */
  renderRatings: (ticket: Ticket) => ReactNode;
  /** Whether the ticket links to its conversation (messaging's flag). */
  isMessagingEnabled: boolean;
  /** The ticket's SLA clocks above the tabs (the SLA feature's). */
  renderSla: (ticket: Ticket) => ReactNode;
};

type TicketDetailDialogProps = {
  /** The ticket to show; null closes the dialog. */
  orderId: string | null;
  /** The card's copy, shown while the server's fresh copy loads. */
  placeholder?: Ticket;
  role: Role;
  parts: TicketDialogParts;
  onClose: () => void;
};

/** A ticket's Details, Manage Status, History and Ratings tabs, and Payment for customers and admins. */
export function TicketDetailDialog({ orderId, placeholder, role, parts, onClose }: TicketDetailDialogProps) {
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {orderId && (
          <TicketDetailContent
            key={orderId}
            orderId={orderId}
            placeholder={placeholder}
            role={role}
            parts={parts}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TicketDetailContent({
  orderId,
  placeholder,
  role,
  parts: { renderRatings, renderSla, isMessagingEnabled },
}: {
  orderId: string;
  placeholder?: Ticket;
  role: Role;
  parts: TicketDialogParts;
}) {
  const [tab, setTab] = useState('details');
  const { data: ticket, error, refetch } = useTicket(orderId, placeholder);
  const refreshTickets = useRefreshTickets();

  if (!ticket && isMissingTicket(error)) {
    return (
      <DialogHeader>
        <DialogTitle>Ticket details</DialogTitle>
        <DialogDescription role="alert" className="text-foreground">
          {TICKET_MESSAGES.ticketUnavailable}
        </DialogDescription>
      </DialogHeader>
    );
  }

  if (!ticket) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Ticket details</DialogTitle>
          <DialogDescription>
            {error ? 'The ticket could not be loaded.' : 'Loading the ticket...'}
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <LoadError
            message={errorMessage(error, 'Failed to load the ticket')}
            onRetry={() => void refetch()}
          />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{ticketLabel(ticket)}</span>
          <span className="break-words" data-testid="ticket-title">
            {ticket.title}
          </span>
          <TicketStatusBadge status={ticket.status} viewerRole={role} />
        </DialogTitle>
        <DialogDescription>
          {ticket.supportTypeName} · {ticket.supportCategoryName}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        {/* The ticket's conversation while messaging is on; an admin reads it without posting. */}
        {isMessagingEnabled && (
          <Button variant="outline" size="sm" asChild>
            <Link to={messagesForOrder(ticket.id)}>
              <MessageSquare aria-hidden="true" />
              Message
            </Link>
          </Button>
        )}
        <CopyTicketLink orderId={ticket.id} />
      </div>
      {renderSla(ticket)}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="manage">Manage Status</TabsTrigger>
          <TabsTrigger value="sessions">Sessions</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="ratings">Ratings</TabsTrigger>
          {seesPayments(role) && <TabsTrigger value="payment">Payment</TabsTrigger>}
        </TabsList>
        <TabsContent value="details">
          <TicketDetails ticket={ticket} role={role} />
        </TabsContent>
        <TabsContent value="manage" className="grid gap-4">
          <ManageStatusForm ticket={ticket} role={role} />
          {mayChangePriority(ticket, role) && <ChangePriorityForm ticket={ticket} />}
        </TabsContent>
        <TabsContent value="sessions">
          <TicketSessions orderId={ticket.id} role={role} />
        </TabsContent>
        <TabsContent value="history">
          <TicketHistory orderId={ticket.id} role={role} />
        </TabsContent>
        <TabsContent value="ratings">{renderRatings(ticket)}</TabsContent>
        {/* Consultants never see payment information (spec §6): no tab, no request. */}
        {seesPayments(role) && (
          <TabsContent value="payment">
            <PaymentPanel
              ticket={ticket}
              label={ticketLabel(ticket)}
              role={role}
              onPaymentChange={refreshTickets}
            />
          </TabsContent>
        )}
      </Tabs>
    </>
  );
}
