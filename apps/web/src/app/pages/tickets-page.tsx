import { Ticket } from 'lucide-react';
import { useSession } from '@/features/auth/session/session-provider';
import { UpcomingPage } from './upcoming-page';

export default function TicketsPage() {
  const { user } = useSession();
  return (
    <UpcomingPage
      title={user?.role === 'admin' ? 'All Tickets' : 'My Tickets'}
      Icon={Ticket}
      description="No tickets yet. Your support requests and their status will be listed here."
    />
  );
}
