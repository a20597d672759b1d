import { PlusCircle } from 'lucide-react';
import { UpcomingPage } from './upcoming-page';

export default function SupportPage() {
  return (
    <UpcomingPage
      title="New Support Request"
      Icon={PlusCircle}
      description="Raising requests and booking consultant time opens here shortly. For anything urgent, contact our support team."
    />
  );
}
