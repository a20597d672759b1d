import { PageHeader } from '@/components/page-header';
import { useSession } from '@/features/auth/session/session-provider';
import { AvailabilityPlanner } from '@/features/availability/components/availability-planner';
import { WeeklyAvailability } from '@/features/availability/components/weekly-availability';

/** /consultant/availability: publish blocks of bookable 30-minute slots and look after them. */
export default function ConsultantAvailabilityPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Availability"
        description="Publish the times customers can book you, in 30-minute slots."
      />
      <div className="grid gap-6">
        <WeeklyAvailability />
        <AvailabilityPlanner consultantId={user.id} />
      </div>
    </>
  );
}
