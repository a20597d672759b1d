import { CalendarClock } from 'lucide-react';
import { UpcomingPage } from './upcoming-page';

export default function ConsultantAvailabilityPage() {
  return (
    <UpcomingPage
      title="Availability"
      Icon={CalendarClock}
      description="Publishing your bookable 30-minute slots opens here shortly."
    />
  );
}
