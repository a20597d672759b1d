import { MessageSquare } from 'lucide-react';
import { UpcomingPage } from './upcoming-page';

export default function MessagesPage() {
  return (
    <UpcomingPage
      title="Messages"
      Icon={MessageSquare}
      description="No conversations yet. Conversations about your tickets will appear here."
    />
  );
}
