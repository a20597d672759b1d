import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { useSession } from '@/features/auth/session/session-provider';
import { AvailabilityPlanner } from '@/features/availability/components/availability-planner';
import { MeetingLinkSection } from '@/features/availability/components/meeting-link-form';
import { WeeklyAvailability } from '@/features/availability/components/weekly-availability';
import { sessionKeys } from '@/features/sessions/api/session-keys';
import { SessionAgenda } from '@/features/sessions/components/session-agenda';

/** /consultant/availability: publish blocks of bookable 30-minute slots and look after them. */
export default function ConsultantAvailabilityPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Availability"
        description="Publish the times customers can book you, in 30-minute slots."
      />
      <div className="grid gap-6">
        <SectionCard title="Upcoming sessions" description="What customers booked with you.">
          <SessionAgenda viewerId={user.id} />
        </SectionCard>
        {/* A new place shows in the agenda above at once. */}
        <MeetingLinkSection
          onSaved={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })}
        />
        <WeeklyAvailability />
        <AvailabilityPlanner consultantId={user.id} />
      </div>
    </>
  );
}
