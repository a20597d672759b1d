import { isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import { ticketLabel } from '@basisdesk/shared/tickets/ticket-label';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { ArrowRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, ticketForOrder } from '@/config/paths';
import { useRecentTickets } from '../api/list-recent-tickets';
import { TicketListError } from './ticket-list-state';
import { TicketStatusBadge } from './ticket-status-badge';

const SKELETON_ROWS = ['a', 'b', 'c'];

/** The dashboard's latest 4 tickets; each opens in the list's detail dialog. */
export function RecentActivity({ role }: { role: Role }) {
  const { data, isPending, error, refetch } = useRecentTickets(role);

  if (isPending) {
    return (
      <div className="grid gap-2">
        {SKELETON_ROWS.map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (error && !data) return <TicketListError error={error} onRetry={() => void refetch()} />;

  if (!data || data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{TICKET_MESSAGES.noTickets}</p>
        <p className="text-sm text-muted-foreground">
          {isCustomer(role)
            ? 'Raise a request and book a consultant to get started.'
            : 'Tickets assigned to you will appear here.'}
        </p>
        {isCustomer(role) && (
          <Link to={paths.support} className={buttonVariants()}>
            {TICKET_MESSAGES.createFirstTicket}
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Latest tickets">
        {data.items.map((ticket) => (
          <li key={ticket.id}>
            <Link
              to={ticketForOrder(ticket.id)}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 transition-colors hover:bg-muted"
              data-testid="recent-ticket"
            >
              <span className="grid min-w-0 gap-0.5">
                <span className="font-mono text-sm font-semibold break-all">{ticketLabel(ticket)}</span>
                <span className="text-sm break-words">{ticket.title}</span>
                <span className="text-xs text-muted-foreground">
                  {ticket.srIdentifier ? `${ticket.srIdentifier} · ` : ''}
                  {ticket.supportTypeName}
                </span>
              </span>
              <TicketStatusBadge status={ticket.status} viewerRole={role} />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.tickets}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-text underline-offset-4 hover:underline"
      >
        View all
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
