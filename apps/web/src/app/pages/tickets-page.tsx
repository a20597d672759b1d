import { isAdmin, isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { useMessagingEnabled } from '@/features/flags/api/get-messaging-status';
import { TicketRatings } from '@/features/ratings/components/ticket-ratings';
import { TicketSlaClocks } from '@/features/sla/components/ticket-sla-clocks';
import { TicketList } from '@/features/tickets/components/ticket-list';

const DESCRIPTIONS: Record<Role, string> = {
  Admin: 'Every support request on the platform.',
  Consultant: 'The tickets customers booked with you.',
  Customer: 'Your support requests and where they stand.',
};

/** /tickets: 'All Tickets' for admins, 'My Tickets' otherwise; customers can start a new one. */
export default function TicketsPage() {
  const { user } = useSession();
  const { data: isMessagingEnabled = false } = useMessagingEnabled();
  if (!user) return null;
  const { role } = user;
  return (
    <>
      <PageHeader
        title={isAdmin(user.role) ? TICKET_MESSAGES.allTicketsTitle : TICKET_MESSAGES.myTicketsTitle}
        description={DESCRIPTIONS[user.role]}
        actions={
          isCustomer(user.role) && (
            <Link to={paths.support} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {TICKET_MESSAGES.newTicket}
            </Link>
          )
        }
      />
      <TicketList
        role={role}
        dialogParts={{
          isMessagingEnabled,
          renderRatings: (ticket) => <TicketRatings ticket={ticket} role={role} />,
          renderSla: (ticket) => <TicketSlaClocks orderId={ticket.id} />,
        }}
      />
    </>
  );
}
